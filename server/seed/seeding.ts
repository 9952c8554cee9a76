import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  TRANSLATION_LANGUAGES,
  type TranslatableKind,
  type TranslationLanguage,
} from '../../shared/schemas/translations';
import type { Database } from '../db';

/**
 * Runs `write` once per installation: only while `key` is not in `app_meta` and every table that
 * `counts` counts is empty, in a transaction that first stores `key` (with `now`). Returns whether it
 * wrote. Claiming the key first makes a second process starting at the same time fail on the key,
 * not duplicate rows.
 */
export async function seedOnce(
  db: Database,
  key: string,
  now: Date,
  counts: () => Promise<number>[],
  write: (transaction: Transaction) => Promise<void>,
): Promise<boolean> {
  const { AppMeta } = db.models;
  if (await AppMeta.findByPk(key)) return false;
  if ((await Promise.all(counts())).some((count) => count > 0)) return false;
  try {
    await db.sequelize.transaction(async (transaction) => {
      await AppMeta.create({ key, value: now.toISOString() }, { transaction });
      await write(transaction);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
  return true;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls on, plus `days` days and `hour` hours. */
export function dayOffset(now: Date, days: number, hour = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * 60 * 60 * 1000);
}

/** Sample texts of one kind: by the English name or title of the item, its fields in each translation language. */
type SampleTexts = Record<string, Record<TranslationLanguage, Record<string, string>>>;

/**
 * Stores sample Spanish and Swedish texts as ready translations of the items they name, made from
 * the English text as seeded: `ids` gives each kind's items by English name or title (and the
 * kinds, in order), `texts` the kind's sample texts. A text naming no item is an error in the
 * sample data.
 */
export async function storeSampleTranslations<K extends TranslatableKind>(
  db: Database,
  transaction: Transaction,
  now: Date,
  ids: Record<K, Map<string, number>>,
  texts: Record<K, SampleTexts>,
): Promise<void> {
  const rows = (Object.keys(ids) as K[]).flatMap((kind) =>
    Object.entries(texts[kind]).flatMap(([english, languages]) => {
      const itemId = ids[kind].get(english);
      if (itemId === undefined) throw new Error(`A sample ${kind} translation names no sample item: ${english}`);
      return TRANSLATION_LANGUAGES.map((language) => ({
        kind,
        itemId,
        language,
        ...languages[language],
        ready: true,
        sourceChangedAt: now,
        createdAt: now,
        updatedAt: now,
      }));
    }),
  );
  await db.models.ContentTranslation.bulkCreate(rows, { transaction });
}
