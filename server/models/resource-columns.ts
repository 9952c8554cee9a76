import { DataTypes } from 'sequelize';

// Column definitions the resource collections share (see the 0014 migration).

/** Versioned, soft-deleted, with the time the English text last changed (as members, events, news). */
export const managedColumns = () => ({
  version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
  textChangedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  deletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
});

/** A document's file or external address, who may download it, and its download count. */
export const documentColumns = () => ({
  fileId: { type: DataTypes.INTEGER, allowNull: true },
  externalUrl: { type: DataTypes.STRING(2048), allowNull: true },
  membersOnly: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  downloads: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
});

/** A list of strings kept as JSON text (authors, themes); an unreadable value reads as empty. */
export function jsonListColumn(name: string) {
  return {
    type: DataTypes.TEXT,
    allowNull: false,
    defaultValue: '[]',
    get(this: { getDataValue(key: string): unknown }): string[] {
      const raw = this.getDataValue(name);
      if (typeof raw !== 'string') return [];
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
      } catch {
        return [];
      }
    },
    set(this: { setDataValue(key: string, value: unknown): void }, value: readonly string[]) {
      this.setDataValue(name, JSON.stringify(value ?? []));
    },
  };
}
