import { Op, type ModelStatic, type Model, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { RECENT_ACTIVITY_COUNT } from '../../../shared/constants';
import type { DashboardSummary, MonthTrend } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { can } from '../../../shared/roles';
import { access, staffUser } from '../../http/access';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { Models } from '../../models';
import { NO_REGISTRATIONS, registrationCounts } from '../../registrations/places';
import { sampleDataSeededAt } from '../../seed';
import type { RouteModule } from '../../http/router';
import { activityFor } from './activity';

/** The most audit entries one request may ask for. */
export const ACTIVITY_MAX = 50;

/** GET /api/admin/activity?limit: 1–50, default 10. */
export const ActivityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: m.invalidNumber })
    .int(m.invalidNumber)
    .min(1, m.invalidNumber)
    .max(ACTIVITY_MAX, m.invalidNumber)
    .default(RECENT_ACTIVITY_COUNT),
});

/** How many upcoming events registered here the dashboard lists. */
export const DASHBOARD_REGISTRATION_EVENTS = 5;

type RegistrationEvents = NonNullable<DashboardSummary['registrations']>;

/**
 * The next events that take registration here, soonest first, with their people counted. An event
 * under way stays listed until it ends (its door list is what staff need then); one without an end
 * leaves at its start, as it does from the upcoming count.
 */
async function registrationEvents(models: Models, now: Date): Promise<RegistrationEvents> {
  const events = await models.Event.findAll({
    where: {
      deletedAt: null,
      registrationMode: 'internal',
      [Op.or]: [{ date: { [Op.gte]: now } }, { endDate: { [Op.gte]: now } }],
    },
    order: [
      ['date', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: DASHBOARD_REGISTRATION_EVENTS,
  });
  const counts = await registrationCounts(
    models,
    events.map((event) => event.id),
  );
  return events.map((event) => {
    const count = counts.get(event.id) ?? NO_REGISTRATIONS;
    return {
      id: event.id,
      title: event.title,
      date: event.date.toISOString(),
      timeZone: event.timeZone,
      capacity: event.capacity,
      confirmed: count.confirmed,
      waitlisted: count.waitlisted,
    };
  });
}

/** Membership applications still open, by state (spam and deleted ones are nobody's work). */
async function openApplications(models: Models): Promise<NonNullable<DashboardSummary['applications']>> {
  const open = { spam: false, deletedAt: null };
  const [submitted, underReview] = await Promise.all([
    models.MembershipApplication.count({ where: { ...open, status: 'submitted' } }),
    models.MembershipApplication.count({ where: { ...open, status: 'under-review' } }),
  ]);
  return { submitted, underReview };
}

/** Midnight UTC of the first day of the month `offset` months from the month of `now`. */
function monthStart(now: Date, offset: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/**
 * Items created this calendar month (UTC) and in the one before, among `where` (deleted items
 * are not counted: they are gone from every list). Only what was created after `after` counts:
 * the sample content written at installation is nobody's work of the month.
 */
async function trend(
  model: ModelStatic<Model>,
  where: WhereOptions,
  now: Date,
  after: Date | null,
): Promise<MonthTrend> {
  const since = (start: Date) => (after && after >= start ? { [Op.gt]: after } : { [Op.gte]: start });
  const [thisMonth, lastMonth] = await Promise.all([
    model.count({ where: { [Op.and]: [where, { createdAt: since(monthStart(now, 0)) }] } }),
    model.count({
      where: {
        [Op.and]: [where, { createdAt: since(monthStart(now, -1)) }, { createdAt: { [Op.lt]: monthStart(now, 0) } }],
      },
    }),
  ]);
  return { thisMonth, lastMonth };
}

/** GET /api/admin/activity (the audit trail, newest first) and GET /api/admin/dashboard (figures). */
export const dashboardRoutes: RouteModule = (router) => {
  router.get('/admin/activity', access('dashboard:view'), validateQuery(ActivityQuerySchema), async (ctx) => {
    const { limit } = validatedQuery<z.output<typeof ActivityQuerySchema>>(ctx);
    const user = await staffUser(ctx);
    ctx.body = await activityFor(ctx.services.db.models, user.role, limit, ctx.services.now());
  });

  router.get('/admin/dashboard', access('dashboard:view'), async (ctx) => {
    const user = await staffUser(ctx);
    const { Member, Event, NewsArticle, ContactSubmission, User } = ctx.services.db.models;
    const now = new Date();
    const seededAt = await sampleDataSeededAt(ctx.services.db);
    const live = { deletedAt: null };
    const count = (model: ModelStatic<Model>, where: WhereOptions) => model.count({ where });

    const [members, events, news, contacts, pendingRequests, registrations] = await Promise.all([
      Promise.all([count(Member, live), trend(Member, live, now, seededAt)]),
      Promise.all([
        count(Event, live),
        count(Event, { ...live, date: { [Op.gte]: now } }),
        trend(Event, live, now, seededAt),
      ]),
      Promise.all([
        count(NewsArticle, live),
        count(NewsArticle, { ...live, status: 'draft' }),
        count(NewsArticle, { ...live, status: 'published', publishDate: { [Op.gt]: now } }),
        trend(NewsArticle, live, now, seededAt),
      ]),
      can(user.role, 'contacts:read')
        ? Promise.all([
            // Spam (the honeypot was filled in) is not a contact.
            count(ContactSubmission, { spam: false }),
            count(ContactSubmission, { spam: false, processed: false }),
            // Contact submissions are never seeded: every one is a visitor's.
            trend(ContactSubmission, { spam: false }, now, null),
          ])
        : null,
      can(user.role, 'settings:manage') ? count(User, { requestedRole: { [Op.ne]: null } }) : null,
      can(user.role, 'registrations:manage') ? registrationEvents(ctx.services.db.models, now) : null,
    ]);
    // Listing changes members proposed, waiting for review.
    const listingChanges = can(user.role, 'members:review')
      ? { pending: await ctx.services.db.models.ListingChange.count({ where: { status: 'pending' } }) }
      : null;
    const applications = can(user.role, 'members:review') ? await openApplications(ctx.services.db.models) : null;
    const summary: DashboardSummary = {
      members: { total: members[0], trend: members[1] },
      events: { total: events[0], upcoming: events[1], trend: events[2] },
      news: { total: news[0], drafts: news[1], scheduled: news[2], trend: news[3] },
      contacts: contacts && { total: contacts[0], pending: contacts[1], trend: contacts[2] },
      users: pendingRequests === null ? null : { pendingRequests },
      registrations,
      applications,
      listingChanges,
    };
    ctx.body = summary;
  });
};
