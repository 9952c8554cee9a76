import { col, fn, Op, type Order, type WhereOptions } from 'sequelize';
import { PUBLIC_LIST_LIMIT, type Language } from '../../shared/constants';
import {
  EVENT_FORMATS,
  type ChamberEvent,
  type EventFormat,
  type EventListFilters,
  type Region,
} from '../../shared/entities';
import type { JsonCache } from '../cache';
import type { Database } from '../db';
import type { Models } from '../models';
import type { EventModel } from '../models/event';
import { pageWindow, type PageQuery, type PageResult } from '../paging';
import { presentEvent } from '../presenters/events';
import { registrationCounts } from '../registrations/places';
import { searchCondition, type CodeLabels } from './search';
import { localize } from './translations';

// The public events read a page at a time. An event is upcoming until it ends (its end date, or its
// start when it has none), so "upcoming" and "past" are conditions on that instant: each read costs
// one page of rows whatever the number of events.

const NOT_DELETED = { deletedAt: null } as const;

/** The instant an event is over: its end, or its start when it has none. */
const endsAt = () => fn('COALESCE', col('end_date'), col('date'));

/** The events not over at `now` (an event under way is still upcoming). */
function upcomingAt(now: Date): WhereOptions {
  return { [Op.or]: [{ endDate: { [Op.gt]: now } }, { endDate: null, date: { [Op.gt]: now } }] };
}

/** The events over at `now`. */
function pastAt(now: Date): WhereOptions {
  return { [Op.or]: [{ endDate: { [Op.lte]: now } }, { endDate: null, date: { [Op.lte]: now } }] };
}

/** By date ascending, as the spec orders the events; the id keeps events of the same start in place from page to page. */
const EVENT_ORDER: Order = [
  ['date', 'ASC'],
  ['id', 'ASC'],
];

/** Rows as the public reads them: with their confirmed places, texts in `language` where translated. */
async function present(models: Models, rows: EventModel[], language: Language): Promise<ChamberEvent[]> {
  const counts = await registrationCounts(
    models,
    rows.map((row) => row.id),
  );
  return localize(
    models,
    'events',
    rows.map((row) => presentEvent(row, counts.get(row.id)?.confirmed)),
    language,
  );
}

/** Every event not deleted, by date ascending, a page at a time (GET /api/events). */
export async function publicEventPage(
  models: Models,
  language: Language = 'en',
  window: PageQuery = { page: 1, pageSize: PUBLIC_LIST_LIMIT },
): Promise<PageResult<ChamberEvent>> {
  const { rows, count } = await models.Event.findAndCountAll({
    where: NOT_DELETED,
    order: EVENT_ORDER,
    ...pageWindow(window),
  });
  return { items: await present(models, rows, language), total: count };
}

/**
 * Every event not deleted and not over at `at`, of one type and region when they are given, by date
 * ascending (a subscribed calendar's events).
 */
export async function eventsNotOverAt(
  models: Models,
  at: Date,
  filters: { eventType: EventFormat | null; region: Region | null },
  language: Language,
): Promise<ChamberEvent[]> {
  const conditions: WhereOptions[] = [NOT_DELETED, upcomingAt(at)];
  if (filters.eventType) conditions.push({ eventType: filters.eventType });
  if (filters.region) conditions.push({ region: filters.region });
  const rows = await models.Event.findAll({ where: { [Op.and]: conditions }, order: EVENT_ORDER });
  return present(models, rows, language);
}

/** What a read of the upcoming events asks for: the filters, the page, and optionally only some types. */
export interface UpcomingEventQuery extends EventListFilters, PageQuery {
  types?: readonly EventFormat[];
}

/**
 * One page of the events upcoming at `now` that a query keeps, soonest first, and how many match.
 * The search is a case-insensitive substring of the title, the description or the location, the
 * ready translations too (a visitor searches the text they read); the type is exact.
 */
export async function upcomingEventPage(
  db: Database,
  labels: CodeLabels,
  query: UpcomingEventQuery,
  language: Language,
  now: Date,
): Promise<PageResult<ChamberEvent>> {
  const { Event } = db.models;
  const conditions: WhereOptions[] = [NOT_DELETED, upcomingAt(now)];
  if (query.eventType) conditions.push({ eventType: query.eventType });
  if (query.types) conditions.push({ eventType: { [Op.in]: [...query.types] } });
  const search = searchCondition(
    db,
    labels,
    {
      table: Event.name,
      text: ['title', 'description', 'location'],
      translations: { kind: 'events', fields: ['title', 'description', 'location'], readyOnly: true },
    },
    query.search,
  );
  if (search) conditions.push(search);
  const { rows, count } = await Event.findAndCountAll({
    where: { [Op.and]: conditions },
    order: EVENT_ORDER,
    ...pageWindow(query),
  });
  return { items: await present(db.models, rows, language), total: count };
}

/** The `limit` events most recently over at `now`, the latest first. */
export async function pastEvents(
  models: Models,
  limit: number,
  language: Language,
  now: Date,
): Promise<ChamberEvent[]> {
  const rows = await models.Event.findAll({
    where: { [Op.and]: [NOT_DELETED, pastAt(now)] },
    order: [
      [endsAt(), 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
  return present(models, rows, language);
}

/**
 * When the next event upcoming at `now` ends (null: none is upcoming). Until then no event moves
 * from the upcoming list to the past ones, so every page of either stays as it is.
 */
export async function nextEventEnd(models: Models, now: Date): Promise<Date | null> {
  const row = (await models.Event.findOne({
    attributes: [[fn('MIN', endsAt()), 'endsAt']],
    where: { [Op.and]: [NOT_DELETED, upcomingAt(now)] },
    raw: true,
  })) as unknown as { endsAt: Date | string | null } | null;
  return row?.endsAt ? new Date(row.endsAt) : null;
}

/**
 * The types of the events upcoming at `now` ("the distinct types in the data" the type filter
 * offers), in the vocabulary's order, read with one GROUP BY and kept in the JSON cache beside the
 * event list: cleared, like it, when an event is written. `nextEnd` (see nextEventEnd) is part of
 * the key: once an upcoming event has ended its type may have no upcoming event left, and the
 * next read asks again.
 */
export async function upcomingEventTypes(
  cache: JsonCache,
  models: Models,
  now: Date,
  nextEnd: Date | null,
): Promise<EventFormat[]> {
  const body = await cache.get(`events:filter-options:${nextEnd?.getTime() ?? 'none'}`, async () => {
    const rows = await models.Event.findAll({
      attributes: ['eventType'],
      where: { [Op.and]: [NOT_DELETED, upcomingAt(now)] },
      group: ['eventType'],
      raw: true,
    });
    const found = new Set(rows.map((row) => row.eventType));
    return EVENT_FORMATS.filter((type) => found.has(type));
  });
  return JSON.parse(body.toString()) as EventFormat[];
}
