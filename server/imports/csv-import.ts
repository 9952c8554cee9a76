import { TZDate } from '@date-fns/tz';
import { parse } from 'csv-parse/sync';
import type { CreationAttributes, ModelStatic, Transaction, WhereOptions } from 'sequelize';
import type { ZodType } from 'zod';
import { organisationKey } from '../../shared/membership';
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_SCHEMAS,
  importFieldNames,
  type ImportAction,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
} from '../../shared/schemas/imports';
import { searchFold } from '../../shared/search-fold';
import { DEFAULT_EVENT_TIME_ZONE, isTimeZone } from '../../shared/time-zones';
import { auditChanges, recordAudits, type AuditChange } from '../content/audit';
import { eventResource } from '../content/event-resource';
import { memberResource } from '../content/member-resource';
import type { CodeLabels, Vocabulary } from '../content/search';
import type { Services } from '../context';
import { badRequest, HttpError } from '../errors';
import { fieldMessages } from '../middleware/validate';
import type { UserModel } from '../models';
import { afterManagedChange, englishTextChanged, type ManagedModel, type ManagedResource } from '../content/managed';

/** A CSV file as read: its header row and the rows of data under it. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
}

/** The delimiters a spreadsheet writes CSV with: Spanish and Swedish Excel write semicolons. */
const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of a file: the one its header line holds most of, outside quotes (a comma if none). */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * Reads CSV text (RFC 4180: quoted fields may hold delimiters, quotes and line breaks; a byte order
 * mark is dropped): 400 when it is not CSV, is empty or has more rows than an import takes. Blank
 * lines are skipped; a row may have fewer cells than the header (the rest are empty).
 */
export function readCsv(text: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    // csv-parse says where the file went wrong ("Invalid Closing Quote: … at line 3").
    const detail = error instanceof Error ? error.message : '';
    throw badRequest(IMPORT_MESSAGES.notCsv, { file: detail.slice(0, 300) });
  }
  const rows = records.slice(1).filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header] = records;
  if (!header || rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty, { file: IMPORT_MESSAGES.empty });
  if (rows.length > IMPORT_LIMITS.rows)
    throw badRequest(IMPORT_MESSAGES.tooManyRows, { file: IMPORT_MESSAGES.tooManyRows });
  return { headers: header.map((cell) => cell.trim()), rows };
}

/** A header or a label as compared: lower case, letters and digits only ('E-mail' ~ 'email'). */
const simplified = (text: string) => searchFold(text.normalize('NFKC')).replace(/[^a-z0-9]/g, '');

/**
 * The field each column is likely for: a header that is a field's name or its English label,
 * ignoring case, spaces and punctuation ('Organisation number', 'organisation_number'). A field
 * goes to the first such column only.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const fields: Record<string, ImportField> = IMPORT_FIELDS[kind];
  const byName = new Map<string, string>();
  for (const [name, field] of Object.entries(fields)) {
    byName.set(simplified(field.label), name);
    byName.set(simplified(name), name);
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byName.get(simplified(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The columns of a file with the suggested mapping (the first step of an import). */
export function describeColumns(kind: ImportKind, table: CsvTable): ImportColumns {
  return {
    headers: table.headers,
    mapping: suggestMapping(kind, table.headers),
    rowCount: table.rows.length,
    sample: table.rows.slice(0, 3),
  };
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'si', 'sí', 'ja']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'nej']);

/** The labelled vocabularies, by field: their labels in every language name a code too. */
const VOCABULARY_OF: Record<string, Vocabulary> = {
  industry: 'industries',
  region: 'regions',
  eventType: 'eventTypes',
};

/** A date-time as spreadsheets write it: 'YYYY-MM-DD', with ' HH:MM' or 'THH:MM(:SS)'. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date cell as the schemas want it: a wall-clock time read in `timeZone`; anything else as written. */
function dateValue(cell: string, timeZone: string): string {
  const match = WALL_CLOCK.exec(cell);
  if (!match) return cell;
  const [year, month, day, hours = '0', minutes = '0', seconds = '0'] = match.slice(1).map((part) => part ?? '0');
  const instant = new TZDate(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    timeZone,
  );
  // 2026-02-30 would roll over to March: not a date.
  if (Number.isNaN(instant.getTime()) || instant.getDate() !== Number(day)) return cell;
  return new Date(instant.getTime()).toISOString();
}

/**
 * The input value of one cell for `field`: see `ImportFieldType`. What cannot be converted is passed
 * as written, so that the schema refuses it with its own message. Undefined leaves the field out.
 */
function cellValue(labels: CodeLabels, name: string, field: ImportField, raw: string, timeZone: string): unknown {
  const cell = raw.trim();
  switch (field.type) {
    case 'text':
      return raw;
    case 'boolean': {
      const word = cell.toLowerCase();
      if (word === '') return undefined;
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
    }
    case 'integer':
      return cell === '' ? null : /^\d{1,9}$/.test(cell) ? Number(cell) : cell;
    case 'date':
      return cell === '' ? '' : dateValue(cell, timeZone);
    case 'choice':
    case 'option': {
      if (cell === '') return field.type === 'choice' ? null : undefined;
      if (!field.codes) return cell;
      const code = cell.toLowerCase().replace(/[\s_]+/g, '-');
      if (field.codes.includes(code)) return code;
      const vocabulary = VOCABULARY_OF[name];
      return (vocabulary && labels.codeNamed(vocabulary, cell)) || cell;
    }
  }
}

/** The values of a stored item as a schema's input: dates as ISO 8601. */
function storedInput(item: ManagedModel, fields: readonly string[]): Record<string, unknown> {
  const values = item.get({ plain: true }) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined) input[field] = value instanceof Date ? value.toISOString() : value;
  }
  return input;
}

/** Whether writing `row` over `item` changes any of its values. */
function changes(item: ManagedModel, row: Record<string, unknown>): boolean {
  const values = item.get({ plain: true }) as Record<string, unknown>;
  const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? null));
  return Object.entries(row).some(([field, value]) => comparable(values[field]) !== comparable(value));
}

/** What tells the items of a kind apart in a file, and how the stored items are looked up by it. */
interface Matcher {
  /** The key fields a row's match is reported on. */
  keyField: (input: Record<string, unknown>) => string;
  /** The stored columns `indexKeys` reads. */
  keyColumns: readonly string[];
  /** The stored items matching a row (several: the row cannot say which it is). */
  matches: (input: Record<string, unknown>, index: CandidateIndex) => ManagedModel[];
  /** The row's own key, to find two rows about the same item (null: it has none to compare). */
  key: (input: Record<string, unknown>) => string | null;
  /** The keys a stored item is found under (its stored values, as `key` reads a row's). */
  indexKeys: (values: Record<string, unknown>) => string[];
}

type CandidateIndex = Map<string, ManagedModel[]>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const folded = (value: unknown) => text(value).normalize('NFC').toLowerCase();

/** Adds `item` under `key` to an index. */
function indexed(index: CandidateIndex, key: string, item: ManagedModel): void {
  const list = index.get(key);
  if (list) list.push(item);
  else index.set(key, [item]);
}

/**
 * Members: a row with an organisation number is the member with that number (compared without
 * spaces, dots and dashes), or else a member of that name without one; a row without one is the
 * member of that name (ignoring case). Deleted members are never matched. Numbers are compared
 * normalised and names case-folded beyond ASCII, which neither database's own lower() or index
 * does the same way: the keys are matched in memory.
 */
const memberMatcher: Matcher = {
  keyField: (input) => (text(input.organisationNumber) ? 'organisationNumber' : 'name'),
  keyColumns: ['name', 'organisationNumber'],
  key: (input) =>
    text(input.organisationNumber) ? `#${organisationKey(text(input.organisationNumber))}` : folded(input.name) || null,
  indexKeys: (values) => [
    ...(text(values.organisationNumber) ? [`#${organisationKey(text(values.organisationNumber))}`] : []),
    folded(values.name),
  ],
  matches(input, index) {
    const number = text(input.organisationNumber);
    if (number) {
      const byNumber = index.get(`#${organisationKey(number)}`);
      if (byNumber) return byNumber;
      return (index.get(folded(input.name)) ?? []).filter(
        (member) => !(member as { organisationNumber?: string | null }).organisationNumber,
      );
    }
    return index.get(folded(input.name)) ?? [];
  },
};

/** Events: the event of the same title (ignoring case) starting at the same moment. Deleted events are never matched. */
const eventMatcher: Matcher = {
  keyField: () => 'title',
  keyColumns: ['title', 'date'],
  key: (input) => {
    const start = Date.parse(text(input.date));
    return folded(input.title) && !Number.isNaN(start) ? `${folded(input.title)}@${start}` : null;
  },
  indexKeys: (values) => [`${folded(values.title)}@${(values.date as Date).getTime()}`],
  matches: (input, index) => index.get(eventMatcher.key(input) ?? '') ?? [],
};

/** Each kind's resource (the staff API's own definition), schema and matching. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource has its own input and query types
type AnyResource = ManagedResource<any, any, any>;
const IMPORTERS: Record<ImportKind, { resource: AnyResource; schema: ZodType; matcher: Matcher }> = {
  members: { resource: memberResource, schema: IMPORT_SCHEMAS.members, matcher: memberMatcher },
  events: { resource: eventResource, schema: IMPORT_SCHEMAS.events, matcher: eventMatcher },
};

/** The index of candidates by the keys rows are matched with. */
function candidateIndex(matcher: Matcher, candidates: ManagedModel[]): CandidateIndex {
  const index: CandidateIndex = new Map();
  for (const item of candidates) {
    for (const key of matcher.indexKeys(item.get({ plain: true }) as Record<string, unknown>))
      indexed(index, key, item);
  }
  return index;
}

/**
 * The stored items any of `inputs` matches, whole (locked for update in an import). Every live
 * item is read with its key columns only and matched in memory, then only the matched ones in
 * full: a file of a few rows against a directory of thousands holds a few items, not all of them.
 */
async function matchedItems(
  Managed: ModelStatic<ManagedModel>,
  matcher: Matcher,
  inputs: Record<string, unknown>[],
  transaction?: Transaction,
): Promise<ManagedModel[]> {
  const keys = await Managed.findAll({
    where: { deletedAt: null } as WhereOptions,
    attributes: ['id', ...matcher.keyColumns],
    transaction,
  });
  const index = candidateIndex(matcher, keys);
  const ids = new Set<number>();
  for (const input of inputs) for (const item of matcher.matches(input, index)) ids.add(item.id);
  if (ids.size === 0) return [];
  return Managed.findAll({
    where: { id: [...ids] } as WhereOptions,
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
}

/** One row of the plan: what it is, and what an import would write for it. */
interface PlannedRow {
  row: number;
  label: string;
  action: ImportAction | null;
  existing: ManagedModel | null;
  /** The column values to write (valid rows). */
  values: Record<string, unknown> | null;
  errors: { field: string; message: string }[];
}

/**
 * What importing `table` with `mapping` would do, row by row: each row's cells converted, merged
 * over the item it matches (a field without a column keeps its stored value), validated by the
 * kind's shared schema, and compared with what is stored. Reads only.
 */
export async function planImport(
  services: Pick<Services, 'db' | 'labels'>,
  kind: ImportKind,
  table: CsvTable,
  mapping: readonly (string | null)[],
  transaction?: Transaction,
): Promise<PlannedRow[]> {
  if (mapping.length !== table.headers.length) {
    throw badRequest(IMPORT_MESSAGES.mappingLength, { mapping: IMPORT_MESSAGES.mappingLength });
  }
  const { resource, schema, matcher } = IMPORTERS[kind];
  const fields: Record<string, ImportField> = IMPORT_FIELDS[kind];
  const names = importFieldNames(kind);
  const timeZoneColumn = mapping.indexOf('timeZone');

  const inputs = table.rows.map((cells) => {
    const zone = timeZoneColumn >= 0 ? (cells[timeZoneColumn] ?? '').trim() : '';
    const timeZone = isTimeZone(zone) ? zone : DEFAULT_EVENT_TIME_ZONE;
    const input: Record<string, unknown> = {};
    mapping.forEach((field, column) => {
      if (!field) return;
      const value = cellValue(services.labels, field, fields[field]!, cells[column] ?? '', timeZone);
      if (value !== undefined) input[field] = value;
    });
    return input;
  });

  const Managed = resource.model(services.db.models) as ModelStatic<ManagedModel>;
  const index = candidateIndex(matcher, await matchedItems(Managed, matcher, inputs, transaction));
  const seen = new Map<string, number>();
  return inputs.map((cells, position): PlannedRow => {
    const row = position + 2;
    const label = text(cells[kind === 'members' ? 'name' : 'title']);
    const errors: { field: string; message: string }[] = [];
    if ((table.rows[position]?.length ?? 0) > table.headers.length) {
      errors.push({ field: 'row', message: IMPORT_MESSAGES.extraCells });
    }
    const key = matcher.key(cells);
    if (key !== null) {
      if (seen.has(key)) errors.push({ field: matcher.keyField(cells), message: IMPORT_MESSAGES.sameAsEarlier });
      else seen.set(key, row);
    }
    const matched = matcher.matches(cells, index);
    if (matched.length > 1) errors.push({ field: matcher.keyField(cells), message: IMPORT_MESSAGES.ambiguous });
    const existing = matched.length === 1 ? matched[0]! : null;
    const result = schema.safeParse(existing ? { ...storedInput(existing, names), ...cells } : cells);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldMessages(result.error))) errors.push({ field, message });
    }
    if (errors.length > 0 || !result.success) {
      return { row, label, action: null, existing: null, values: null, errors };
    }
    const values = resource.row(result.data) as Record<string, unknown>;
    const action: ImportAction = !existing ? 'create' : changes(existing, values) ? 'update' : 'unchanged';
    return { row, label, action, existing, values, errors };
  });
}

/** Every row error of a plan, at most `IMPORT_LIMITS.errors`. */
const rowErrors = (plan: readonly PlannedRow[]): ImportRowError[] =>
  plan.flatMap((row) => row.errors.map((error) => ({ row: row.row, ...error }))).slice(0, IMPORT_LIMITS.errors);

/** The dry run's answer. */
export function describePlan(
  kind: ImportKind,
  table: CsvTable,
  mapping: (string | null)[],
  plan: PlannedRow[],
): ImportPreview {
  const count = (action: ImportAction | null) => plan.filter((row) => row.action === action).length;
  return {
    ...describeColumns(kind, table),
    mapping,
    counts: { create: count('create'), update: count('update'), unchanged: count('unchanged'), invalid: count(null) },
    rows: plan.slice(0, IMPORT_LIMITS.previewRows).map((row) => ({
      row: row.row,
      label: row.label,
      action: row.action,
      id: row.existing?.id ?? null,
      errors: row.errors,
    })),
    errors: rowErrors(plan),
  };
}

/** How many rows one INSERT of new items writes. */
const CREATE_BATCH = 500;

/**
 * Imports `table`: every row is created or written over the item it matches, in one transaction
 * with the audit trail (an entry per item and one for the import, labelled with `filename` and the
 * counts). A file with any row error is refused whole (400 listing the errors). Writes go through the kind's own columns (`row`), version
 * (optimistic locking) and translation bookkeeping as the staff API's; each updated item's
 * follow-up (an event's registrants told of a move) runs after the commit.
 */
export async function runImport(
  services: Services,
  user: UserModel,
  kind: ImportKind,
  filename: string,
  table: CsvTable,
  mapping: (string | null)[],
): Promise<ImportResult> {
  const { db } = services;
  const { resource } = IMPORTERS[kind];
  const Managed = resource.model(db.models) as ModelStatic<ManagedModel>;
  const { result, updated } = await db.sequelize.transaction(async (transaction) => {
    const plan = await planImport(services, kind, table, mapping, transaction);
    if (plan.some((row) => row.action === null)) {
      throw new HttpError(400, IMPORT_MESSAGES.rowsInvalid, undefined, undefined, {
        invalid: plan.filter((row) => row.action === null).length,
        errors: rowErrors(plan),
      });
    }
    const audit: AuditChange[] = [];
    const creating = plan.filter((row) => row.action === 'create');
    for (let start = 0; start < creating.length; start += CREATE_BATCH) {
      const batch = creating.slice(start, start + CREATE_BATCH);
      const created = await Managed.bulkCreate(
        batch.map((row) => row.values as CreationAttributes<ManagedModel>),
        { transaction, returning: true },
      );
      for (const item of created) {
        audit.push({ action: 'create', entity: resource.entity, entityId: item.id, label: resource.label(item) });
      }
    }
    const updating = plan.filter((row) => row.action === 'update');
    const now = services.now();
    const rewritten: Record<string, unknown>[] = [];
    const columns = new Set(['version', 'textChangedAt', 'updatedAt']);
    for (const row of updating) {
      const before = row.existing!;
      const values = row.values!;
      const plain = before.get({ plain: true }) as Record<string, unknown>;
      const after = { ...plain, ...values };
      for (const column of Object.keys(values)) columns.add(column);
      // As the staff API's update: the version moves on, and a new English text marks the translations.
      rewritten.push({
        ...after,
        version: before.version + 1,
        textChangedAt: englishTextChanged(resource.path, before, values) ? now : before.textChangedAt,
        updatedAt: now,
      });
      audit.push({
        action: 'update',
        entity: resource.entity,
        entityId: before.id,
        label: resource.label(after),
        changes: auditChanges(plain, after, Object.keys(values)),
      });
    }
    // The matched items were read in this transaction under a write lock (SQLite's, or PostgreSQL's
    // FOR UPDATE), so nobody saved them since: their versions hold, and each batch is one statement.
    for (let start = 0; start < rewritten.length; start += CREATE_BATCH) {
      await Managed.bulkCreate(rewritten.slice(start, start + CREATE_BATCH) as CreationAttributes<ManagedModel>[], {
        transaction,
        updateOnDuplicate: [...columns] as (keyof ManagedModel)[],
      });
    }
    const unchanged = plan.length - creating.length - updating.length;
    const label =
      `${filename}: ${creating.length} created, ${updating.length} updated` +
      (unchanged ? `, ${unchanged} unchanged` : '');
    audit.push({ action: 'import', entity: resource.entity, entityId: 0, label });
    await recordAudits(db.models, transaction, user, audit);
    return {
      result: { created: creating.length, updated: updating.length, unchanged, label },
      updated: updating.map((row) => row.existing!),
    };
  });
  if (resource.changed && updated.length > 0) {
    const after = await Managed.findAll({ where: { id: updated.map((item) => item.id) } as WhereOptions });
    const byId = new Map(after.map((item) => [item.id, item]));
    for (const before of updated) {
      const stored = byId.get(before.id);
      if (stored) await afterManagedChange(services, resource, { action: 'update', before, after: stored });
    }
  }
  return result;
}
