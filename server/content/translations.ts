import { literal, Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Language } from '../../shared/constants';
import {
  TRANSLATION_LANGUAGES,
  translatableFields,
  type ItemTranslation,
  type ItemTranslations,
  type TranslatableKind,
  type TranslationLanguage,
  type TranslationState,
} from '../../shared/schemas/translations';
import type { Database } from '../db';
import type { ContentTranslationModel, Models } from '../models';

// The translations of members, events and articles: what the public reads in their language, and
// where each language stands for staff.

type TranslationRow = Pick<ContentTranslationModel, 'ready' | 'sourceChangedAt' | 'updatedAt'> &
  Record<string, unknown>;

/** A public item in English, before its language is chosen. */
type Localizable = { id: number; lang: Language };

/** The ready translations of `items` (into `language` only, when given). */
function readyTranslations(
  models: Pick<Models, 'ContentTranslation'>,
  kind: TranslatableKind,
  items: readonly Localizable[],
  language?: Language,
): Promise<ContentTranslationModel[]> {
  return models.ContentTranslation.findAll({
    where: { kind, ready: true, ...(language ? { language } : {}), itemId: { [Op.in]: items.map((item) => item.id) } },
  });
}

/** `item` with the texts of its translation `row` into `language` in place of the English ones. */
function translated<T extends Localizable>(
  kind: TranslatableKind,
  item: T,
  row: ContentTranslationModel,
  language: Language,
): T {
  const values = row as unknown as Record<string, unknown>;
  const result: Record<string, unknown> = { ...item, lang: language };
  for (const field of translatableFields(kind)) {
    const value = values[field];
    if (typeof value === 'string' && value) result[field] = value;
  }
  return result as T;
}

/**
 * `items` (presented in English) with the ready translations into `language` in place of their
 * English texts, each marked with the language its text is in (`lang`). A field the translation
 * leaves empty keeps the English text (it is one English leaves empty too, such as an image's
 * description).
 */
export async function localize<T extends Localizable>(
  models: Pick<Models, 'ContentTranslation'>,
  kind: TranslatableKind,
  items: T[],
  language: Language,
): Promise<T[]> {
  if (language === 'en' || items.length === 0) return items;
  const byItem = new Map((await readyTranslations(models, kind, items, language)).map((row) => [row.itemId, row]));
  return items.map((item) => {
    const row = byItem.get(item.id);
    return row ? translated(kind, item, row, language) : item;
  });
}

/** Where one language of an item stands (see `TranslationState`). */
export function translationState(
  kind: TranslatableKind,
  row: TranslationRow | undefined,
  textChangedAt: Date,
): TranslationState {
  if (!row || translatableFields(kind).every((field) => !row[field])) return 'missing';
  if (!row.ready) return 'draft';
  return row.sourceChangedAt.getTime() < textChangedAt.getTime() ? 'stale' : 'ready';
}

/** Every translation language of each item, written or not, as staff see them. */
export async function staffTranslations(
  models: Pick<Models, 'ContentTranslation'>,
  kind: TranslatableKind,
  items: ReadonlyArray<{ id: number; textChangedAt: Date }>,
  transaction?: Transaction,
): Promise<Map<number, ItemTranslations>> {
  const rows = items.length
    ? await models.ContentTranslation.findAll({
        where: { kind, itemId: { [Op.in]: items.map((item) => item.id) } },
        transaction,
      })
    : [];
  const fields = translatableFields(kind);
  const result = new Map<number, ItemTranslations>();
  for (const item of items) {
    const entry = (language: TranslationLanguage): ItemTranslation => {
      const row = rows.find((candidate) => candidate.itemId === item.id && candidate.language === language) as
        (ContentTranslationModel & Record<string, unknown>) | undefined;
      return {
        fields: Object.fromEntries(fields.map((field) => [field, row?.[field] ?? null])),
        ready: Boolean(row?.ready),
        state: translationState(kind, row, item.textChangedAt),
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    };
    result.set(item.id, Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, entry(l)])) as ItemTranslations);
  }
  return result;
}

/** The column of a translated field in content_translations. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The condition "the item (the query's table is named `table`) has a translation in which any of
 * `fields` matches `patternSql`" (a LIKE pattern as SQL, with its ESCAPE clause), optionally ready ones only.
 */
export function translatedTextMatches(
  db: Pick<Database, 'sequelize' | 'dialect'>,
  table: string,
  kind: TranslatableKind,
  fields: readonly string[],
  patternSql: string,
  readyOnly: boolean,
): WhereOptions {
  const like = db.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const matches = fields.map((field) => `${columnOf(field)} ${like} ${patternSql}`).join(' OR ');
  return literal(
    `${db.sequelize.getQueryInterface().quoteIdentifier(table)}.id IN (SELECT item_id FROM content_translations ` +
      `WHERE kind = ${db.sequelize.escape(kind)}${readyOnly ? ' AND ready = true' : ''} AND (${matches}))`,
  );
}

/** The condition "the item's translation into `language` is not ready" (the staff lists' `missing` filter). */
export function translationNotReady(
  db: Pick<Database, 'sequelize'>,
  kind: TranslatableKind,
  language: TranslationLanguage,
): WhereOptions {
  return {
    id: {
      [Op.notIn]: literal(
        `(SELECT item_id FROM content_translations WHERE kind = ${db.sequelize.escape(kind)} ` +
          `AND language = ${db.sequelize.escape(language)} AND ready = true)`,
      ),
    },
  };
}
