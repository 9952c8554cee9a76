import { z } from 'zod';
import { LIMITS } from '../constants';
import { validationMessages as m } from '../messages';
import { multiLine, singleLine } from './fields';
import { filter } from './paging';

// Content is written in English (required) and may be translated into Spanish and Swedish. A
// translation is saved per item and language, on its own: it never touches the English text or the
// other language. It shows on the public site once staff mark it ready; until then that language
// shows the English text (marked as English for screen readers, with a note).

/** The languages content is translated into (English is the original). */
export const TRANSLATION_LANGUAGES = ['es', 'sv'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** The translated fields of each kind of content, with their length limits (as the English ones). */
export const TRANSLATABLE_FIELDS = {
  members: { description: LIMITS.descriptionMax, logoAlt: LIMITS.altMax },
  events: {
    title: LIMITS.titleMax,
    description: LIMITS.descriptionMax,
    location: LIMITS.locationMax,
    imageAlt: LIMITS.altMax,
  },
  news: {
    title: LIMITS.titleMax,
    excerpt: LIMITS.excerptMax,
    content: LIMITS.articleMax,
    imageAlt: LIMITS.altMax,
  },
  reports: { title: LIMITS.titleMax, description: LIMITS.descriptionMax },
  guides: { title: LIMITS.titleMax, description: LIMITS.descriptionMax },
  tools: { title: LIMITS.titleMax, description: LIMITS.descriptionMax },
  publications: { title: LIMITS.titleMax, abstract: LIMITS.descriptionMax },
  team: { role: LIMITS.titleMax, bio: LIMITS.descriptionMax },
  agreements: { title: LIMITS.titleMax, description: LIMITS.descriptionMax },
  'regulatory-updates': { title: LIMITS.titleMax, description: LIMITS.descriptionMax },
  insights: { title: LIMITS.titleMax, description: LIMITS.descriptionMax, source: LIMITS.titleMax },
  tariffs: { title: LIMITS.titleMax },
  'compliance-sectors': {
    title: LIMITS.titleMax,
    requirements: LIMITS.descriptionMax,
    certification: LIMITS.descriptionMax,
  },
  offices: { city: LIMITS.locationMax, country: LIMITS.locationMax },
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;

/** The translated fields written in several lines, as their English ones are; every other one is one line. */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'excerpt',
  'content',
  'abstract',
  'bio',
  'requirements',
  'certification',
]);
export type TranslatableField<K extends TranslatableKind = TranslatableKind> = K extends TranslatableKind
  ? keyof (typeof TRANSLATABLE_FIELDS)[K] & string
  : never;

/** The translated fields of a kind, in form order. */
export function translatableFields<K extends TranslatableKind>(kind: K): TranslatableField<K>[] {
  return Object.keys(TRANSLATABLE_FIELDS[kind]) as TranslatableField<K>[];
}

/**
 * Where one language of an item stands: nothing written yet; written but not marked ready (the
 * site shows English); ready but the English text changed after it was saved (the site shows it,
 * staff should look again); ready.
 */
export const TRANSLATION_STATES = ['missing', 'draft', 'stale', 'ready'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** One language of an item as staff see it. */
export interface ItemTranslation {
  /** The translated text of each field (null: not written). */
  fields: Record<string, string | null>;
  ready: boolean;
  state: TranslationState;
  /** When this language was last saved (ISO 8601), null if never. */
  updatedAt: string | null;
}

/** The translations of a staff item: every translation language, written or not. */
export type ItemTranslations = Record<TranslationLanguage, ItemTranslation>;

/**
 * PUT /api/admin/<members|events|news>/:id/translations/<es|sv>: one language's text of the item's
 * translated fields, whether it is ready, and the item version it was read at (optimistic locking
 * covers the whole item: saving a translation moves the item's version, so two people saving two
 * languages of one item from the same version get one 409, and nothing is overwritten). Marking it
 * ready needs every field the English text has.
 */
export function translationUpdateSchema<K extends TranslatableKind>(kind: K) {
  const limits = TRANSLATABLE_FIELDS[kind] as Record<string, number>;
  const fields = Object.fromEntries(
    Object.entries(limits).map(([name, max]) => [
      name,
      (MULTI_LINE_FIELDS.has(name) ? multiLine : singleLine)(z.string({ error: m.tooLong }).trim().max(max, m.tooLong))
        .nullish()
        .transform((value) => (value ? value : null)),
    ]),
  );
  return z.strictObject({
    version: z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber),
    ready: z.boolean({ error: m.invalidChoice }),
    fields: z.strictObject(fields),
  });
}
export type TranslationUpdate = z.output<ReturnType<typeof translationUpdateSchema>>;

/**
 * The fields a ready translation must fill in: those whose English text is not empty. (A
 * translation of a field English leaves empty, such as a missing image description, is not needed.)
 */
export function missingForReady(
  english: Record<string, string | null | undefined>,
  translated: Record<string, string | null | undefined>,
): string[] {
  return Object.keys(translated).filter((name) => english[name]?.trim() && !translated[name]?.trim());
}

/** The `missing` filter of the staff lists: items whose translation into this language is not ready. */
export const missingTranslationFilter = () => filter(TRANSLATION_LANGUAGES);
