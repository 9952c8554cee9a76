import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { col, literal, Op, type Transaction, where, type Order, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { AuditAction } from '../../../shared/entities';
import {
  CheckInSchema,
  RegistrationAddSchema,
  RegistrationChangeSchema,
  RegistrationListQuerySchema,
} from '../../../shared/schemas';
import { recordAudit, recordExport } from '../../content/audit';
import { containsPattern } from '../../content/search';
import { searchFold } from '../../../shared/search-fold';
import type { Services } from '../../context';
import { toCsv, sendCsv } from '../../csv';
import { conflict, notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { EventModel, EventRegistrationModel, UserModel } from '../../models';
import {
  cancelRegistration,
  EVENT_NOT_FOUND,
  eventMailFacts,
  lockRegistration,
  promote,
  register,
  REGISTRATION_NOT_FOUND,
  STALE_REGISTRATION,
  calendarAttachments,
} from '../../registrations/registrations';
import { presentRegistration } from '../../presenters/registrations';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';
import { EVENTS_CACHE_KEY, labelOf, NOT_CONFIRMED, NOT_WAITLISTED } from './common';

/**
 * Staff change the registration `id`, based on `version`, inside one transaction holding the event's
 * lock, and record it in the audit trail as `staff.action`.
 */
async function changeRegistration(
  services: Services,
  staff: { user: UserModel; action: AuditAction },
  id: number,
  version: number,
  change: (registration: EventRegistrationModel, transaction: Transaction) => Promise<void>,
): Promise<EventRegistrationModel> {
  const { db } = services;
  const { models } = db;
  return db.sequelize.transaction(async (transaction) => {
    const found = await models.EventRegistration.findOne({ where: { id }, transaction });
    const { registration, event } = await lockRegistration(models, found, transaction);
    if (registration.version !== version) throw conflict(STALE_REGISTRATION);
    await change(registration, transaction);
    await recordAudit(models, transaction, staff.user, {
      action: staff.action,
      entity: 'registration',
      entityId: registration.id,
      label: labelOf(registration, event),
    });
    return registration;
  });
}

/** An event the staff manage registrations of (deleted ones too: their list stays readable). */
async function staffEvent(services: Services, id: number): Promise<EventModel> {
  const event = await services.db.models.Event.findOne({ where: { id } });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** The staff list's conditions: the event, the search on name, e-mail or organisation, the status. */
function listConditions(
  services: Services,
  eventId: number,
  query: z.output<typeof RegistrationListQuerySchema>,
): WhereOptions {
  const conditions: WhereOptions[] = [{ eventId }];
  if (query.status) conditions.push({ status: query.status });
  const term = searchFold(query.search.trim());
  // In the folded copy of name, address and organisation: "pena" finds "Peña", "odegard" "Ødegård".
  if (term) {
    const pattern = literal(`${services.db.sequelize.escape(containsPattern(term))} ESCAPE '\\'`);
    conditions.push(where(col('EventRegistration.search_key'), Op.like, pattern));
  }
  return { [Op.and]: conditions };
}

/** The staff lists' order: people with a place first, then the waiting list in its order, then the cancelled. */
const STAFF_ORDER: Order = [
  [literal("CASE status WHEN 'confirmed' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END"), 'ASC'],
  ['createdAt', 'ASC'],
  ['id', 'ASC'],
];

/** The export's columns; its times are written where the event happens (the zone is in the header). */
const csvHeader = (timeZone: string) => [
  'Name',
  'E-mail',
  'Organisation',
  'Status',
  'Waiting list place',
  'Attendance',
  'Language',
  `Registered (${timeZone})`,
  `Checked in (${timeZone})`,
  'Source',
];

/** What the export says of where a registration stands and how it came, in words. */
const CSV_WORDS: Record<string, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waiting list',
  cancelled: 'Cancelled',
  'in-person': 'In person',
  online: 'Online',
  public: 'Event page',
  staff: 'Added by staff',
};

/** An instant as a spreadsheet reads it, in the event's zone: `2026-12-03 08:30`. */
const csvTime = (iso: string | null, timeZone: string) =>
  iso ? format(new TZDate(iso, timeZone), 'yyyy-MM-dd HH:mm') : '';

/**
 * The staff routes of event registrations (`registrations:manage`): each event's list (search,
 * status filter, CSV), adding a person by hand, cancelling, moving someone off the waiting list and
 * checking people in, each audited and based on the registration's version.
 */
export const staffRegistrationRoutes: RouteModule = (router) => {
  router.get(
    '/admin/events/:id/registrations',
    access('registrations:manage'),
    validateQuery(RegistrationListQuerySchema),
    async (ctx) => {
      const eventId = idParam(ctx);
      const query = validatedQuery<z.output<typeof RegistrationListQuerySchema>>(ctx);
      const { services } = ctx;
      await staffEvent(services, eventId);
      const { models } = services.db;
      const result = await models.EventRegistration.findAndCountAll({
        where: listConditions(services, eventId, query),
        order: STAFF_ORDER,
        ...pageWindow(query),
      });
      const items = await Promise.all(result.rows.map((row) => presentRegistration(models, row)));
      sendPage(ctx, { items, total: result.count }, query);
    },
  );

  router.get(
    '/admin/events/:id/registrations/export',
    access('registrations:manage'),
    validateQuery(RegistrationListQuerySchema),
    async (ctx) => {
      const eventId = idParam(ctx);
      const query = validatedQuery<z.output<typeof RegistrationListQuerySchema>>(ctx);
      const { services } = ctx;
      const event = await staffEvent(services, eventId);
      const { models } = services.db;
      const rows = await models.EventRegistration.findAll({
        where: listConditions(services, eventId, query),
        order: STAFF_ORDER,
      });
      const people = await Promise.all(rows.map((row) => presentRegistration(models, row)));
      const csv = toCsv(
        csvHeader(event.timeZone),
        people.map((person) => [
          person.fullName,
          person.email,
          person.organization,
          CSV_WORDS[person.status] ?? person.status,
          person.waitlistPosition === null ? '' : String(person.waitlistPosition),
          // How they attend says something only for a hybrid event.
          event.eventType === 'hybrid' ? (CSV_WORDS[person.attendance] ?? person.attendance) : '',
          person.language,
          csvTime(person.createdAt, event.timeZone),
          csvTime(person.checkedInAt, event.timeZone),
          CSV_WORDS[person.source] ?? person.source,
        ]),
      );
      const user = await staffUser(ctx);
      await recordExport(services.db, user, {
        entity: 'registration',
        entityId: event.id,
        label: `event-${event.id}-registrations.csv (${rows.length} rows)`,
      });
      sendCsv(ctx, `event-${event.id}-registrations.csv`, csv);
    },
  );

  router.post(
    '/admin/events/:id/registrations',
    access('registrations:manage'),
    validate(RegistrationAddSchema),
    async (ctx) => {
      const eventId = idParam(ctx);
      const { notify, ...input } = validated<z.output<typeof RegistrationAddSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const { registration, repeat } = await register(
        services,
        eventId,
        input,
        { source: 'staff', consentedAt: null, notify },
        calendarAttachments(services),
        (added, event, transaction) =>
          recordAudit(services.db.models, transaction, user, {
            action: 'create',
            entity: 'registration',
            entityId: added.id,
            label: labelOf(added, event),
          }),
      );
      services.cache.invalidate(EVENTS_CACHE_KEY);
      ctx.status = repeat ? 200 : 201;
      ctx.body = await presentRegistration(services.db.models, registration);
    },
  );

  router.post(
    '/admin/registrations/:id/cancel',
    access('registrations:manage'),
    validate(RegistrationChangeSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const { version } = validated<z.output<typeof RegistrationChangeSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const { models } = services.db;
      const { registration } = await cancelRegistration(
        services,
        (transaction) => models.EventRegistration.findOne({ where: { id }, transaction }),
        calendarAttachments(services),
        {
          version,
          notify: true,
          recorded: (cancelled, event, transaction) =>
            recordAudit(models, transaction, user, {
              action: 'cancel',
              entity: 'registration',
              entityId: cancelled.id,
              label: labelOf(cancelled, event),
            }),
        },
      );
      services.cache.invalidate(EVENTS_CACHE_KEY);
      ctx.body = await presentRegistration(models, registration);
    },
  );

  router.post(
    '/admin/registrations/:id/promote',
    access('registrations:manage'),
    validate(RegistrationChangeSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const { version } = validated<z.output<typeof RegistrationChangeSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const { models } = services.db;
      const before = await models.EventRegistration.findOne({ where: { id } });
      const event = before && (await models.Event.findOne({ where: { id: before.eventId } }));
      if (!event) throw notFound(REGISTRATION_NOT_FOUND);
      const facts = await eventMailFacts(models, event, calendarAttachments(services));
      const staff = { user, action: 'promote' as const };
      const registration = await changeRegistration(services, staff, id, version, async (waiting, transaction) => {
        if (waiting.status !== 'waitlisted') throw conflict(NOT_WAITLISTED);
        // Staff's choice: a place even beyond the capacity (they know who must be there).
        await promote(services, waiting, facts, transaction);
      });
      services.cache.invalidate(EVENTS_CACHE_KEY);
      ctx.body = await presentRegistration(models, registration);
    },
  );

  router.post(
    '/admin/registrations/:id/check-in',
    access('registrations:manage'),
    validate(CheckInSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const { checkedIn, version } = validated<z.output<typeof CheckInSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const { models } = services.db;
      const staff = { user, action: checkedIn ? ('check-in' as const) : ('check-out' as const) };
      const registration = await changeRegistration(services, staff, id, version, async (person, transaction) => {
        if (person.status !== 'confirmed') throw conflict(NOT_CONFIRMED);
        await person.update(
          { checkedInAt: checkedIn ? services.now() : null, version: person.version + 1 },
          { transaction },
        );
      });
      ctx.body = await presentRegistration(models, registration);
    },
  );
};
