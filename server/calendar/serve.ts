import { createHash } from 'node:crypto';
import { Op } from 'sequelize';
import { EVENTS_CALENDAR_PATH } from '../../shared/calendar-links';
import type { Language } from '../../shared/constants';
import { EVENT_FORMATS, REGIONS, type ChamberEvent, type EventFormat, type Region } from '../../shared/entities';
import { splitLanguagePath } from '../../shared/routes';
import { siteTextsIn } from '../../shared/site-texts';
import { eventsNotOverAt } from '../content/event-pages';
import { publicEvent } from '../content/public-reads';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import type { Models } from '../models';
import { readSiteSettings } from '../settings';
import { eventCalendar, type CalendarEvent } from './ics';

// The addresses of the site's iCalendar files: /events.ics (every event, to subscribe to) and
// /events/<id>/calendar.ics (one event, to download), each also under /es and /sv in that language.

/** How far back the subscribed calendar keeps events that are over. */
export const CALENDAR_PAST_DAYS = 365;

/** How often a subscribed client should fetch the calendar again (a hint: clients choose). */
export const CALENDAR_REFRESH_SECONDS = 3600;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** What a calendar path asks for: every event (`eventId` null) or one event, in a language. */
export interface CalendarRequest {
  language: Language;
  eventId: number | null;
}

/** `/events/12/calendar.ics` with a database id as its id (as the event pages' paths take them). */
const EVENT_CALENDAR = /^\/events\/([1-9][0-9]{0,9})\/calendar\.ics$/;

/** The calendar a request path asks for, or null when the path is not a calendar's. */
export function calendarRequest(path: string): CalendarRequest | null {
  const split = splitLanguagePath(path);
  if (split.path === EVENTS_CALENDAR_PATH) return { language: split.language, eventId: null };
  const match = EVENT_CALENDAR.exec(split.path);
  return match ? { language: split.language, eventId: Number(match[1]) } : null;
}

/** The events with their version and last change (SEQUENCE and DTSTAMP), which the public read leaves out. */
async function withRevisions(models: Models, events: ChamberEvent[]): Promise<CalendarEvent[]> {
  if (events.length === 0) return [];
  const rows = await models.Event.findAll({
    attributes: ['id', 'version', 'updatedAt'],
    where: { id: { [Op.in]: events.map((event) => event.id) } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return events.map((event) => {
    const row = byId.get(event.id);
    return row ? { ...event, version: row.version, updatedAt: row.updatedAt } : event;
  });
}

/** The site's name in `language`: the calendar's name. */
async function siteNameIn(models: Models, language: Language): Promise<string> {
  return siteTextsIn(await readSiteSettings(models), language).siteName;
}

/**
 * The iCalendar file of one event in `language` (texts where translated, links to that language's
 * page), or null when there is no such event or it is deleted. The same file /events/<id>/calendar.ics
 * serves: a registration mail attaches it as `event-<id>.ics` with Content-Type text/calendar, and
 * calendars treat it as the same entry as the subscribed calendar's (same UID).
 */
export async function eventIcs(
  models: Models,
  eventId: number,
  language: Language,
  publicUrl: string,
): Promise<string | null> {
  const event = await publicEvent(models, eventId, language);
  if (!event) return null;
  return eventCalendar(await withRevisions(models, [event]), {
    publicUrl,
    language,
    siteName: await siteNameIn(models, language),
  });
}

/** The filters of the subscribed calendar: `?type=` an event format, `?region=` a region; anything else is a 400. */
function calendarFilters(ctx: AppContext): { type: EventFormat | null; region: Region | null } {
  const one = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const value = ctx.query[name];
    if (value === undefined || value === '') return null;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`, {
      [name]: `Must be one of ${allowed.join(', ')}`,
    });
  };
  return { type: one('type', EVENT_FORMATS), region: one('region', REGIONS) };
}

/**
 * Every event a subscribed calendar carries: not deleted, over (at its end, or its start without one)
 * for no more than CALENDAR_PAST_DAYS, filtered.
 */
async function calendarEvents(ctx: AppContext, language: Language): Promise<ChamberEvent[]> {
  const filters = calendarFilters(ctx);
  const since = new Date(Date.now() - CALENDAR_PAST_DAYS * 86_400_000);
  return eventsNotOverAt(ctx.services.db.models, since, { eventType: filters.type, region: filters.region }, language);
}

/**
 * Answers a calendar request (GET or HEAD): the subscribed calendar, or one event's file as a
 * download. Every address in it comes from PUBLIC_URL, never from the request's Host. Returns false
 * when the event is unknown or deleted, so the caller answers as for any unknown address (404).
 */
export async function serveCalendar(ctx: AppContext, request: CalendarRequest): Promise<boolean> {
  const { db, publicUrl } = ctx.services;
  const { language, eventId } = request;
  let body: string;
  if (eventId === null) {
    const events = await calendarEvents(ctx, language);
    body = eventCalendar(await withRevisions(db.models, events), {
      publicUrl: publicUrl(),
      language,
      siteName: await siteNameIn(db.models, language),
      refreshSeconds: CALENDAR_REFRESH_SECONDS,
    });
  } else {
    const file = await eventIcs(db.models, eventId, language, publicUrl());
    if (file === null) return false;
    body = file;
    ctx.set('Content-Disposition', `attachment; filename="event-${eventId}.ics"`);
  }
  ctx.status = 200;
  ctx.type = CALENDAR_CONTENT_TYPE;
  // Always asked again (events change), but answered 304 while nothing did.
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.body = body;
  return true;
}
