import { readFileSync } from 'node:fs';
import path from 'node:path';
import { col, literal, Op, where, type WhereOptions } from 'sequelize';
import { LANGUAGES } from '../../shared/constants';
import { EVENT_FORMATS, INDUSTRIES, INQUIRY_TYPES, NEWS_CATEGORIES, REGIONS } from '../../shared/entities';
import type { TranslatableKind } from '../../shared/schemas/translations';
import type { Database } from '../db';
import { translatedTextMatches } from './translations';

/** The web site's translations: the labels staff read for each code are the ones searched. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** The code vocabularies, named as the objects of each language's common.json that label them. */
const VOCABULARIES = {
  industries: INDUSTRIES,
  regions: REGIONS,
  eventTypes: EVENT_FORMATS,
  newsCategories: NEWS_CATEGORIES,
  inquiryTypes: INQUIRY_TYPES,
} as const;
export type Vocabulary = keyof typeof VOCABULARIES;

/** Case folding of a search term and of what it is compared with. */
const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * The codes of each vocabulary with their labels in every language, to turn a search term into the
 * codes it names: 'nórdicos' → ['nordic']. Read once, when the server starts.
 */
export class CodeLabels {
  private constructor(private readonly texts: Record<Vocabulary, Map<string, string[]>>) {}

  /**
   * Reads the labels from `<dir>/<language>/common.json`. A missing or unreadable file is reported to
   * `warn` and leaves that language out (codes themselves are always searchable).
   */
  static load(dir: string = LOCALES_DIR, warn: (message: string) => void = () => undefined): CodeLabels {
    const texts = Object.fromEntries(
      Object.entries(VOCABULARIES).map(([vocabulary, codes]) => [
        vocabulary,
        new Map<string, string[]>(codes.map((code) => [code, [fold(code)]])),
      ]),
    ) as Record<Vocabulary, Map<string, string[]>>;
    for (const language of LANGUAGES) {
      const file = path.join(dir, language, 'common.json');
      let common: Record<string, unknown>;
      try {
        common = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      } catch {
        warn(`code labels of '${language}' could not be read from ${file}; searching codes without them`);
        continue;
      }
      for (const vocabulary of Object.keys(VOCABULARIES) as Vocabulary[]) {
        const labels = common[vocabulary];
        if (labels === null || typeof labels !== 'object') continue;
        for (const [code, label] of Object.entries(labels as Record<string, unknown>)) {
          if (typeof label === 'string') texts[vocabulary].get(code)?.push(fold(label));
        }
      }
    }
    return new CodeLabels(texts);
  }

  /** The codes whose code or label in any language contains `term`, ignoring letter case. */
  codesMatching(vocabulary: Vocabulary, term: string): string[] {
    const needle = fold(term.trim());
    if (!needle) return [];
    return [...this.texts[vocabulary]]
      .filter(([, texts]) => texts.some((text) => text.includes(needle)))
      .map(([code]) => code);
  }

  /** The code whose code or label in any language is `text`, ignoring letter case (an imported cell). */
  codeNamed(vocabulary: Vocabulary, text: string): string | undefined {
    const needle = fold(text.trim());
    if (!needle) return undefined;
    return [...this.texts[vocabulary]].find(([, texts]) => texts.includes(needle))?.[0];
  }
}

/** `term` as a LIKE pattern matching it anywhere, its wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Where a search term is looked for: text columns (substring) and code columns (the codes it names). */
export interface SearchFields {
  /** The alias the query gives the table (the model name), so that joined tables' columns cannot clash. */
  table: string;
  /** Database column names searched for a case-insensitive substring. */
  text: readonly string[];
  /** Code columns and the vocabulary of their labels. */
  codes?: readonly { column: string; vocabulary: Vocabulary }[];
  /**
   * The item's translations searched too: their text of these fields, every language (staff) or
   * the ready ones only (what the public sees).
   */
  translations?: { kind: TranslatableKind; fields: readonly string[]; readyOnly: boolean };
}

/**
 * The condition of a search: any text column contains the term (ILIKE on PostgreSQL; LIKE on
 * SQLite, which folds ASCII letters only), or a code column holds a code the term names.
 * Undefined for an empty term.
 */
export function searchCondition(
  db: Pick<Database, 'sequelize' | 'dialect'>,
  labels: CodeLabels,
  fields: SearchFields,
  term: string,
): WhereOptions | undefined {
  const trimmed = term.trim();
  if (!trimmed) return undefined;
  const operator = db.dialect === 'postgres' ? Op.iLike : Op.like;
  const patternSql = `${db.sequelize.escape(containsPattern(trimmed))} ESCAPE '\\'`;
  const pattern = literal(patternSql);
  const column = (name: string) => col(`${fields.table}.${name}`);
  const conditions: WhereOptions[] = fields.text.map((name) => where(column(name), operator, pattern));
  const translations = fields.translations;
  if (translations && translations.fields.length > 0) {
    const { kind, fields: translated, readyOnly } = translations;
    conditions.push(translatedTextMatches(db, fields.table, kind, translated, patternSql, readyOnly));
  }
  for (const { column: name, vocabulary } of fields.codes ?? []) {
    const codes = labels.codesMatching(vocabulary, trimmed);
    if (codes.length) conditions.push(where(column(name), { [Op.in]: codes }));
  }
  return { [Op.or]: conditions };
}
