import { z } from 'zod';
import { BUSINESS_TYPES, EVENT_FORMATS, INDUSTRIES, REGIONS, REGISTRATION_MODES } from '../entities';
import { validationMessages as m } from '../messages';
import { EventInputSchema, MemberInputSchema } from './content';
import { ApplicationCreateSchema, ListingProposalSchema } from './membership';

// CSV imports of members and events: the columns of a spreadsheet mapped to the fields of the
// shared create schemas, previewed row by row, then written all together or not at all.

/** What can be imported: /api/admin/imports/<kind>. */
export const IMPORT_KINDS = ['members', 'events'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);

export const IMPORT_LIMITS = {
  /** The largest file, in bytes (a larger body is answered 413). */
  bytes: 5 * 1024 * 1024,
  /** The most rows of data under the header row. */
  rows: 5000,
  /** The rows a preview describes one by one (the counts cover every row). */
  previewRows: 20,
  /** The row errors a preview or a refused import lists (the count covers every invalid row). */
  errors: 200,
} as const;

/**
 * How a cell becomes a field's value. `text`: as written (the schema trims it; empty is "not
 * given"); `boolean`: yes/no, true/false, 1/0, x (also sí/ja/nej); `integer`: digits, empty clears
 * it; `date`: ISO 8601 with a zone, or a wall-clock time ('2026-11-21 10:00', '2026-11-21') in the
 * event's time zone; `choice`: a code or its label in any language, empty clears it; `option`: like
 * `choice`, but empty leaves the field out (the stored value or the default stays).
 */
export type ImportFieldType = 'text' | 'boolean' | 'integer' | 'date' | 'choice' | 'option';

export interface ImportField {
  type: ImportFieldType;
  /** The English label a column may be headed with (matched ignoring case, spaces and punctuation). */
  label: string;
  /** Needed to create an item (an update keeps the stored value of a field without a column). */
  required?: boolean;
  /** The codes of a `choice` or `option` field. */
  codes?: readonly string[];
}

/** The importable fields of each kind, in the order the mapping step offers them. */
export const IMPORT_FIELDS = {
  members: {
    name: { type: 'text', label: 'Name', required: true },
    organisationNumber: { type: 'text', label: 'Organisation number' },
    location: { type: 'text', label: 'Location', required: true },
    description: { type: 'text', label: 'Description', required: true },
    industry: { type: 'choice', label: 'Industry', required: true, codes: INDUSTRIES },
    region: { type: 'choice', label: 'Region', required: true, codes: REGIONS },
    businessType: { type: 'choice', label: 'Business type', codes: BUSINESS_TYPES },
    website: { type: 'text', label: 'Website' },
    logo: { type: 'text', label: 'Logo' },
    logoAlt: { type: 'text', label: 'Logo description' },
    contactName: { type: 'text', label: 'Contact name' },
    contactEmail: { type: 'text', label: 'Contact email' },
    contactPhone: { type: 'text', label: 'Contact phone' },
    featured: { type: 'boolean', label: 'Featured' },
    published: { type: 'boolean', label: 'Published' },
  },
  events: {
    title: { type: 'text', label: 'Title', required: true },
    date: { type: 'date', label: 'Date', required: true },
    endDate: { type: 'date', label: 'End date' },
    timeZone: { type: 'option', label: 'Time zone' },
    location: { type: 'text', label: 'Location', required: true },
    description: { type: 'text', label: 'Description', required: true },
    eventType: { type: 'choice', label: 'Event type', required: true, codes: EVENT_FORMATS },
    region: { type: 'choice', label: 'Region', codes: REGIONS },
    registrationMode: { type: 'option', label: 'Registration', codes: REGISTRATION_MODES },
    registrationLink: { type: 'text', label: 'Registration link' },
    capacity: { type: 'integer', label: 'Capacity' },
    waitlist: { type: 'boolean', label: 'Waiting list' },
    membersOnly: { type: 'boolean', label: 'Members only' },
    registrationOpensAt: { type: 'date', label: 'Registration opens' },
    registrationClosesAt: { type: 'date', label: 'Registration closes' },
    image: { type: 'text', label: 'Image' },
    imageAlt: { type: 'text', label: 'Image description' },
    featured: { type: 'boolean', label: 'Featured' },
  },
} as const satisfies Record<ImportKind, Record<string, ImportField>>;
export type ImportFieldName<K extends ImportKind = ImportKind> = keyof (typeof IMPORT_FIELDS)[K] & string;

/** The fields of `kind`, in order. */
export const importFieldNames = (kind: ImportKind): string[] => Object.keys(IMPORT_FIELDS[kind]);

/** An organisation number that may be left empty (null); one given must look like one. */
const optionalOrganisationNumber = () =>
  z
    .string({ error: m.invalidOrganisationNumber })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(ApplicationCreateSchema.shape.organisationNumber.nullable());

/**
 * A member row: the staff form's fields (`MemberInputSchema`) and what an import can bring along
 * that the form does not edit: the organisation number (which tells companies apart) and the
 * listing's contact person (the fields a member's representatives keep).
 */
export const MemberImportSchema = MemberInputSchema.extend({
  organisationNumber: optionalOrganisationNumber(),
  contactName: ListingProposalSchema.shape.contactName,
  contactEmail: ListingProposalSchema.shape.contactEmail,
  contactPhone: ListingProposalSchema.shape.contactPhone,
});
export type MemberImportPayload = z.output<typeof MemberImportSchema>;

/** The schema each row of a kind is validated with: the very one its create route uses (members: extended). */
export const IMPORT_SCHEMAS = { members: MemberImportSchema, events: EventInputSchema } as const;

/**
 * Fixed English texts of the import (docs/api.md, "Import"); the admin translates them by key
 * (`admin:imports.serverErrors.<key>`).
 */
export const IMPORT_MESSAGES = {
  notCsvType: 'Send the file as CSV text (Content-Type: text/csv)',
  notUtf8: 'The file must be UTF-8 text: save it as "CSV UTF-8" and try again',
  notCsv: 'The file could not be read as CSV',
  empty: 'The file is empty: it needs a header row and at least one row of data',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} rows of data: split it into smaller files`,
  mappingLength: 'The mapping must name a field (or nothing) for each column of the file',
  unknownField: 'The mapping names a field that cannot be imported',
  fieldTwice: 'The mapping gives a field to more than one column',
  extraCells: 'This row has more cells than the header row',
  sameAsEarlier: 'This row is about the same item as an earlier row',
  ambiguous: 'More than one existing item matches this row: add the organisation number to tell them apart',
  rowsInvalid: 'Some rows have errors: nothing was imported. Correct them and try again.',
} as const;

/**
 * The query of both import routes: `mapping`, the field of each column in order, separated by
 * commas, empty for a column to ignore (`name,,location`). Without it, a preview answers the
 * columns and a suggested mapping.
 */
export const importQuerySchema = (kind: ImportKind) => {
  const fields = new Set(importFieldNames(kind));
  return z.object({
    mapping: z
      .string({ error: IMPORT_MESSAGES.mappingLength })
      .max(4000, IMPORT_MESSAGES.mappingLength)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const mapping = value.split(',').map((field) => field.trim() || null);
        const given = mapping.filter((field): field is string => field !== null);
        if (given.some((field) => !fields.has(field))) {
          ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.unknownField });
        } else if (new Set(given).size !== given.length) {
          ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.fieldTwice });
        }
        return mapping;
      }),
  });
};
export type ImportQuery = z.output<ReturnType<typeof importQuerySchema>>;

/** What an import does with a valid row: a new item, an update of the item it matches, or nothing (same values). */
export type ImportAction = 'create' | 'update' | 'unchanged';

/** One problem of one row: the spreadsheet's row number (the header is row 1), the field, the message. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** One row as the preview describes it. */
export interface ImportRowPreview {
  row: number;
  /** The item's name or title as the row gives it. */
  label: string;
  /** Null for a row with errors. */
  action: ImportAction | null;
  /** The matched item's id (update, unchanged). */
  id: number | null;
  errors: { field: string; message: string }[];
}

/** A preview without a mapping: the file's columns and the mapping suggested for them. */
export interface ImportColumns {
  headers: string[];
  /** The field of each column, or null (ignored). */
  mapping: (string | null)[];
  /** Rows of data under the header row. */
  rowCount: number;
  /** The first rows, to show next to the columns. */
  sample: string[][];
}

/** A dry run with a mapping: what the import would do, row by row. Nothing is written. */
export interface ImportPreview extends ImportColumns {
  counts: { create: number; update: number; unchanged: number; invalid: number };
  /** The first `IMPORT_LIMITS.previewRows` rows. */
  rows: ImportRowPreview[];
  /** The errors of every row, at most `IMPORT_LIMITS.errors`. */
  errors: ImportRowError[];
}

/** What an import did. */
export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  /** The import's entry in the audit trail. */
  label: string;
}
