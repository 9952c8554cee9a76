import { DataTypes, type ModelAttributes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * The last figures of the public site that were built into it become staff-editable collections,
 * versioned, soft-deleted and translated as the 0014 ones:
 *
 * - `market_insights`: the Market Insights cards of the market reports page (a change on the
 *   previous year, in percent, per theme);
 * - `tariff_rows` and `compliance_sectors`: the indicative tariff table and the sector compliance
 *   table of the trade regulations page (duties in percent, lead times in weeks);
 * - `offices`: the headquarters and the regional offices of the home and contact pages.
 *
 * `content_translations` gets the translated fields no earlier kind had: an insight's `source`, a
 * sector's `requirements` and `certification`, an office's `city` and `country`.
 */
export const siteTables: Migration = {
  name: '20261129-0015-site-tables',
  async up({ context: qi }) {
    const managed: ModelAttributes = {
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      text_changed_at: { type: DataTypes.DATE, allowNull: false },
      deleted_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    };
    const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
    const title = { type: DataTypes.STRING(200), allowNull: false };
    const text = { type: DataTypes.TEXT, allowNull: false };
    const percent = { type: DataTypes.DOUBLE, allowNull: false };
    const weeks = { type: DataTypes.INTEGER, allowNull: false };
    const position = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

    await qi.createTable('market_insights', {
      id,
      title,
      description: text,
      source: title,
      category: { type: DataTypes.STRING(40), allowNull: false },
      change: percent,
      position,
      ...managed,
    });
    await qi.createTable('tariff_rows', {
      id,
      title,
      hs_code: { type: DataTypes.STRING(20), allowNull: false },
      eu_mfn: percent,
      eu_preferential: percent,
      mercosur_cet: percent,
      position,
      ...managed,
    });
    await qi.createTable('compliance_sectors', {
      id,
      title,
      requirements: text,
      certification: text,
      lead_time_min_weeks: weeks,
      lead_time_max_weeks: weeks,
      position,
      ...managed,
    });
    await qi.createTable('offices', {
      id,
      city: title,
      country: title,
      region: { type: DataTypes.STRING(40), allowNull: false },
      street: title,
      postal_code: { type: DataTypes.STRING(20), allowNull: false },
      phone: { type: DataTypes.STRING(40), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      membership_email: { type: DataTypes.STRING(254), allowNull: true },
      headquarters: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      position,
      ...managed,
    });

    await qi.addColumn('content_translations', 'source', { type: DataTypes.STRING(200), allowNull: true });
    await qi.addColumn('content_translations', 'requirements', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('content_translations', 'certification', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('content_translations', 'city', { type: DataTypes.STRING(200), allowNull: true });
    await qi.addColumn('content_translations', 'country', { type: DataTypes.STRING(200), allowNull: true });
  },
  async down({ context: qi }) {
    await qi.sequelize.query(
      "DELETE FROM content_translations WHERE kind IN ('insights', 'tariffs', 'compliance-sectors', 'offices')",
    );
    // Dropped in place: Sequelize's SQLite removeColumn rebuilds the table and loses the unique index
    // over (kind, item_id, language).
    for (const column of ['country', 'city', 'certification', 'requirements', 'source']) {
      await qi.sequelize.query(`ALTER TABLE content_translations DROP COLUMN ${column}`);
    }
    for (const table of ['offices', 'compliance_sectors', 'tariff_rows', 'market_insights']) {
      await qi.dropTable(table);
    }
  },
};
