import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../shared/entities';
import { can, PERMISSIONS, rolesFor } from '../../shared/roles';
import {
  createContactSubmission,
  createEvent,
  createMember,
  createNewsArticle,
  createInvitation,
  createOutboxMail,
  createRegistration,
  createSpamRegistration,
  createSubscription,
  createUser,
  eventInput,
  FACTORY_PASSWORD,
  memberInput,
  newsInput,
  settingsInput,
} from '../../tests/factories';
import { minimalPdf } from '../../tests/helpers/documents';
import { fixtureImage } from '../../tests/helpers/images';
import type { Database } from '../db';
import type { ResourceKind } from '../../shared/resources';
import {
  AgreementInputSchema,
  GuideInputSchema,
  PublicationInputSchema,
  RegulatoryUpdateInputSchema,
  InsightInputSchema,
  TariffInputSchema,
  ComplianceSectorInputSchema,
  OfficeInputSchema,
  ReportInputSchema,
  TeamMemberInputSchema,
  ToolInputSchema,
} from '../../shared/schemas/resources';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { type AccessRule, accessRuleOf } from '../http/access';
import { buildApiRouter } from './index';
import type { ApiRouter } from '../http/router';

/**
 * Every API route and who may call it. Adding a route, or changing a route's rule, fails this test
 * until the change is written down here: access is a decision, never a default.
 */
const EXPECTED_ACCESS: Record<string, AccessRule> = {
  'GET /api/health': 'public',
  'GET /api/user': 'signed-in',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'public',
  'GET /api/members': 'public',
  'GET /api/members/:id': 'public',
  'GET /api/events': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/registration-link': 'public',
  'GET /api/news': 'public',
  'GET /api/news/:id': 'public',
  'POST /api/contact': 'public',
  'GET /api/news/archive': 'public',
  'GET /api/admin/members': 'content:manage',
  'GET /api/admin/members/export': 'content:manage',
  'GET /api/admin/members/:id': 'content:manage',
  'POST /api/admin/members': 'content:manage',
  'PUT /api/admin/members/:id': 'content:manage',
  'DELETE /api/admin/members/:id': 'content:manage',
  'POST /api/admin/members/:id/restore': 'content:restore',
  'PUT /api/admin/members/:id/translations/:language': 'content:manage',
  'GET /api/admin/events': 'content:manage',
  'GET /api/admin/events/export': 'content:manage',
  'GET /api/admin/events/:id': 'content:manage',
  'POST /api/admin/events': 'content:manage',
  'PUT /api/admin/events/:id': 'content:manage',
  'DELETE /api/admin/events/:id': 'content:manage',
  'POST /api/admin/events/:id/restore': 'content:restore',
  'PUT /api/admin/events/:id/translations/:language': 'content:manage',
  'GET /api/admin/news': 'content:manage',
  'GET /api/admin/news/export': 'content:manage',
  'GET /api/admin/news/:id': 'content:manage',
  'POST /api/admin/news': 'content:manage',
  'PUT /api/admin/news/:id': 'content:manage',
  'DELETE /api/admin/news/:id': 'content:manage',
  'POST /api/admin/news/:id/restore': 'content:restore',
  'PUT /api/admin/news/:id/translations/:language': 'content:manage',
  'GET /api/admin/contact-submissions': 'contacts:read',
  'GET /api/admin/contact-submissions/export': 'contacts:read',
  'GET /api/admin/contact-submissions/:id': 'contacts:read',
  'POST /api/admin/contact-submissions/:id/process': 'contacts:process',
  'POST /api/admin/images': 'content:manage',
  'POST /api/admin/imports/members/preview': 'content:manage',
  'POST /api/admin/imports/members': 'content:manage',
  'POST /api/admin/imports/events/preview': 'content:manage',
  'POST /api/admin/imports/events': 'content:manage',
  'GET /api/images/:id': 'public',
  'GET /api/directory': 'public',
  'POST /api/admin/files': 'content:manage',
  'GET /api/reports/:id/download': 'public',
  'GET /api/guides/:id/download': 'public',
  'GET /api/publications/:id/download': 'public',
  'GET /api/reports': 'public',
  'GET /api/admin/reports': 'content:manage',
  'GET /api/admin/reports/:id': 'content:manage',
  'POST /api/admin/reports': 'content:manage',
  'PUT /api/admin/reports/:id': 'content:manage',
  'DELETE /api/admin/reports/:id': 'content:manage',
  'POST /api/admin/reports/:id/restore': 'content:restore',
  'PUT /api/admin/reports/:id/translations/:language': 'content:manage',
  'GET /api/guides': 'public',
  'GET /api/admin/guides': 'content:manage',
  'GET /api/admin/guides/:id': 'content:manage',
  'POST /api/admin/guides': 'content:manage',
  'PUT /api/admin/guides/:id': 'content:manage',
  'DELETE /api/admin/guides/:id': 'content:manage',
  'POST /api/admin/guides/:id/restore': 'content:restore',
  'PUT /api/admin/guides/:id/translations/:language': 'content:manage',
  'GET /api/tools': 'public',
  'GET /api/admin/tools': 'content:manage',
  'GET /api/admin/tools/:id': 'content:manage',
  'POST /api/admin/tools': 'content:manage',
  'PUT /api/admin/tools/:id': 'content:manage',
  'DELETE /api/admin/tools/:id': 'content:manage',
  'POST /api/admin/tools/:id/restore': 'content:restore',
  'PUT /api/admin/tools/:id/translations/:language': 'content:manage',
  'GET /api/publications': 'public',
  'GET /api/admin/publications': 'content:manage',
  'GET /api/admin/publications/:id': 'content:manage',
  'POST /api/admin/publications': 'content:manage',
  'PUT /api/admin/publications/:id': 'content:manage',
  'DELETE /api/admin/publications/:id': 'content:manage',
  'POST /api/admin/publications/:id/restore': 'content:restore',
  'PUT /api/admin/publications/:id/translations/:language': 'content:manage',
  'GET /api/team': 'public',
  'GET /api/admin/team': 'content:manage',
  'GET /api/admin/team/:id': 'content:manage',
  'POST /api/admin/team': 'content:manage',
  'PUT /api/admin/team/:id': 'content:manage',
  'DELETE /api/admin/team/:id': 'content:manage',
  'POST /api/admin/team/:id/restore': 'content:restore',
  'PUT /api/admin/team/:id/translations/:language': 'content:manage',
  'GET /api/agreements': 'public',
  'GET /api/admin/agreements': 'content:manage',
  'GET /api/admin/agreements/:id': 'content:manage',
  'POST /api/admin/agreements': 'content:manage',
  'PUT /api/admin/agreements/:id': 'content:manage',
  'DELETE /api/admin/agreements/:id': 'content:manage',
  'POST /api/admin/agreements/:id/restore': 'content:restore',
  'PUT /api/admin/agreements/:id/translations/:language': 'content:manage',
  'GET /api/regulatory-updates': 'public',
  'GET /api/admin/regulatory-updates': 'content:manage',
  'GET /api/admin/regulatory-updates/:id': 'content:manage',
  'POST /api/admin/regulatory-updates': 'content:manage',
  'PUT /api/admin/regulatory-updates/:id': 'content:manage',
  'DELETE /api/admin/regulatory-updates/:id': 'content:manage',
  'POST /api/admin/regulatory-updates/:id/restore': 'content:restore',
  'PUT /api/admin/regulatory-updates/:id/translations/:language': 'content:manage',
  'POST /api/admin/regulatory-updates/:id/mail': 'content:manage',
  'GET /api/insights': 'public',
  'GET /api/admin/insights': 'content:manage',
  'GET /api/admin/insights/:id': 'content:manage',
  'POST /api/admin/insights': 'content:manage',
  'PUT /api/admin/insights/:id': 'content:manage',
  'DELETE /api/admin/insights/:id': 'content:manage',
  'POST /api/admin/insights/:id/restore': 'content:restore',
  'PUT /api/admin/insights/:id/translations/:language': 'content:manage',
  'GET /api/tariffs': 'public',
  'GET /api/admin/tariffs': 'content:manage',
  'GET /api/admin/tariffs/:id': 'content:manage',
  'POST /api/admin/tariffs': 'content:manage',
  'PUT /api/admin/tariffs/:id': 'content:manage',
  'DELETE /api/admin/tariffs/:id': 'content:manage',
  'POST /api/admin/tariffs/:id/restore': 'content:restore',
  'PUT /api/admin/tariffs/:id/translations/:language': 'content:manage',
  'GET /api/compliance-sectors': 'public',
  'GET /api/admin/compliance-sectors': 'content:manage',
  'GET /api/admin/compliance-sectors/:id': 'content:manage',
  'POST /api/admin/compliance-sectors': 'content:manage',
  'PUT /api/admin/compliance-sectors/:id': 'content:manage',
  'DELETE /api/admin/compliance-sectors/:id': 'content:manage',
  'POST /api/admin/compliance-sectors/:id/restore': 'content:restore',
  'PUT /api/admin/compliance-sectors/:id/translations/:language': 'content:manage',
  'GET /api/offices': 'public',
  'GET /api/admin/offices': 'content:manage',
  'GET /api/admin/offices/:id': 'content:manage',
  'POST /api/admin/offices': 'content:manage',
  'PUT /api/admin/offices/:id': 'content:manage',
  'DELETE /api/admin/offices/:id': 'content:manage',
  'POST /api/admin/offices/:id/restore': 'content:restore',
  'PUT /api/admin/offices/:id/translations/:language': 'content:manage',
  'GET /api/admin/audit': 'audit:read',
  'GET /api/admin/audit/people': 'audit:read',
  'GET /api/admin/audit/export': 'audit:read',
  'GET /api/admin/personal-data': 'privacy:manage',
  'GET /api/admin/personal-data/export': 'privacy:manage',
  'POST /api/admin/personal-data/erase': 'privacy:manage',
  'GET /api/admin/activity': 'dashboard:view',
  'GET /api/admin/dashboard': 'dashboard:view',
  'PUT /api/user': 'signed-in',
  'POST /api/user/password': 'signed-in',
  'POST /api/email-change/check': 'public',
  'POST /api/email-change/confirm': 'public',
  'GET /api/settings': 'public',
  'PUT /api/admin/settings': 'settings:manage',
  'GET /api/admin/users': 'settings:manage',
  'POST /api/admin/users/:id/role': 'settings:manage',
  'POST /api/admin/users/:id/approve': 'settings:manage',
  'POST /api/admin/users/:id/decline': 'settings:manage',
  'POST /api/admin/users/:id/deactivate': 'settings:manage',
  'POST /api/admin/users/:id/activate': 'settings:manage',
  'POST /api/admin/users/:id/password': 'settings:manage',
  'DELETE /api/admin/users/:id': 'settings:manage',
  'GET /api/admin/users/spam-registrations': 'settings:manage',
  'DELETE /api/admin/users/spam-registrations/:id': 'settings:manage',
  'POST /api/subscriptions': 'public',
  'POST /api/subscriptions/confirm': 'public',
  'POST /api/unsubscribe': 'public',
  'GET /api/admin/subscriptions': 'subscriptions:manage',
  'GET /api/admin/subscriptions/counts': 'subscriptions:manage',
  'GET /api/admin/subscriptions/export': 'subscriptions:manage',
  'DELETE /api/admin/subscriptions/:id': 'subscriptions:manage',
  'POST /api/unsubscribe/one-click': 'public',
  'GET /api/unsubscribe/one-click': 'public',
  'GET /api/admin/outbox': 'outbox:manage',
  'GET /api/admin/outbox/:id': 'outbox:manage',
  'POST /api/admin/outbox/:id/retry': 'outbox:manage',
  'POST /api/admin/outbox/:id/discard': 'outbox:manage',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/check': 'public',
  'POST /api/password-reset/confirm': 'public',
  'GET /api/admin/invitations': 'users:invite',
  'POST /api/admin/invitations': 'users:invite',
  'POST /api/admin/invitations/:id/resend': 'users:invite',
  'POST /api/admin/invitations/:id/revoke': 'users:invite',
  'POST /api/invitations/check': 'public',
  'POST /api/invitations/accept': 'public',
  'GET /api/admin/newsletters': 'subscriptions:manage',
  'GET /api/admin/newsletters/:id': 'subscriptions:manage',
  'POST /api/admin/newsletters/preview': 'subscriptions:manage',
  'POST /api/admin/newsletters': 'subscriptions:manage',
  'PUT /api/admin/newsletters/:id': 'subscriptions:manage',
  'DELETE /api/admin/newsletters/:id': 'subscriptions:manage',
  'POST /api/admin/newsletters/:id/test': 'subscriptions:manage',
  'POST /api/admin/newsletters/:id/send': 'subscriptions:manage',
  'POST /api/events/:id/registrations': 'public',
  'GET /api/registrations/cancel': 'public',
  'POST /api/registrations/cancel': 'public',
  'GET /api/admin/events/:id/registrations': 'registrations:manage',
  'GET /api/admin/events/:id/registrations/export': 'registrations:manage',
  'POST /api/admin/events/:id/registrations': 'registrations:manage',
  'POST /api/admin/registrations/:id/cancel': 'registrations:manage',
  'POST /api/admin/registrations/:id/promote': 'registrations:manage',
  'POST /api/admin/registrations/:id/check-in': 'registrations:manage',
  'GET /api/admin/events/:id/door-list': 'registrations:manage',
  'POST /api/admin/events/:id/check-ins': 'registrations:manage',
  'POST /api/membership/applications': 'public',
  'GET /api/admin/applications': 'members:review',
  'GET /api/admin/applications/counts': 'members:review',
  'GET /api/admin/applications/:id': 'members:review',
  'POST /api/admin/applications/:id/review': 'members:review',
  'POST /api/admin/applications/:id/approve': 'members:review',
  'POST /api/admin/applications/:id/reject': 'members:review',
  'GET /api/company': 'company:manage',
  'PUT /api/company/listing': 'company:manage',
  'PUT /api/company/visibility': 'company:manage',
  'POST /api/company/representatives': 'company:manage',
  'POST /api/company/logo': 'company:manage',
  'GET /api/admin/listing-changes': 'members:review',
  'GET /api/admin/notifications': 'notifications:read',
  'GET /api/admin/listing-changes/counts': 'members:review',
  'POST /api/admin/listing-changes/:id/approve': 'members:review',
  'POST /api/admin/listing-changes/:id/reject': 'members:review',
};

/** The password the probes of password routes set. */
const PROBE_PASSWORD = 'probe-password-77';

/** What a probe sends: the path, and a JSON body or raw bytes. */
interface ProbeRequest {
  path: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

/** CSV imports: a new item in each file, so each role's import has something to create. */
const importProbes = (): Record<string, () => Promise<ProbeRequest>> => {
  const csv = (text: string) => ({ body: Buffer.from(text), headers: { 'content-type': 'text/csv' } });
  const member = () =>
    `Name,Location,Description,Industry,Region\r\nProbe ${randomBytes(4).toString('hex')},Oslo,Text,energy,nordic\r\n`;
  const event = () =>
    `Title,Date,Location,Description,Event type\r\nProbe ${randomBytes(4).toString('hex')},2030-05-01T10:00:00Z,Oslo,Text,virtual\r\n`;
  return {
    'POST /api/admin/imports/members/preview': () =>
      Promise.resolve({ path: '/api/admin/imports/members/preview', ...csv(member()) }),
    'POST /api/admin/imports/members': () =>
      Promise.resolve({
        path: '/api/admin/imports/members?mapping=name,location,description,industry,region',
        ...csv(member()),
      }),
    'POST /api/admin/imports/events/preview': () =>
      Promise.resolve({ path: '/api/admin/imports/events/preview', ...csv(event()) }),
    'POST /api/admin/imports/events': () =>
      Promise.resolve({
        path: '/api/admin/imports/events?mapping=title,date,location,description,eventType',
        ...csv(event()),
      }),
  };
};

/** A fresh item for each request, so that one role's write cannot make the next role's fail. */
const itemProbes = (
  path: 'members' | 'events' | 'news' | ResourceKind,
  create: (db: Database, overrides?: { deletedAt: Date }) => Promise<{ id: number }>,
  input: () => Record<string, unknown>,
): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  [`GET /api/admin/${path}/:id`]: async (db) => ({ path: `/api/admin/${path}/${(await create(db)).id}` }),
  [`POST /api/admin/${path}`]: () => Promise.resolve({ path: `/api/admin/${path}`, json: input() }),
  [`PUT /api/admin/${path}/:id`]: async (db) => ({
    path: `/api/admin/${path}/${(await create(db)).id}`,
    json: { ...input(), version: 1 },
  }),
  [`DELETE /api/admin/${path}/:id`]: async (db) => ({ path: `/api/admin/${path}/${(await create(db)).id}` }),
  [`POST /api/admin/${path}/:id/restore`]: async (db) => ({
    path: `/api/admin/${path}/${(await create(db, { deletedAt: new Date() })).id}/restore`,
  }),
  [`PUT /api/admin/${path}/:id/translations/:language`]: async (db) => ({
    path: `/api/admin/${path}/${(await create(db)).id}/translations/sv`,
    json: { version: 1, ready: false, fields: {} },
  }),
});

/** A draft newsletter (each probe gets its own). */
const createNewsletter = (db: Database) =>
  db.models.Newsletter.create({
    list: 'newsletter',
    subjectEn: 'Probe',
    bodyEn: 'Probe body',
    subjectEs: null,
    bodyEs: null,
    subjectSv: null,
    bodySv: null,
    createdBy: null,
  });
const newsletterInput = () => ({ list: 'newsletter', content: { en: { subject: 'Probe', body: 'Probe body' } } });

const newsletterProbes = (): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  'GET /api/admin/newsletters/:id': async (db) => ({
    path: `/api/admin/newsletters/${(await createNewsletter(db)).id}`,
  }),
  'POST /api/admin/newsletters/preview': () =>
    Promise.resolve({ path: '/api/admin/newsletters/preview', json: newsletterInput() }),
  'POST /api/admin/newsletters': () => Promise.resolve({ path: '/api/admin/newsletters', json: newsletterInput() }),
  'PUT /api/admin/newsletters/:id': async (db) => ({
    path: `/api/admin/newsletters/${(await createNewsletter(db)).id}`,
    json: { ...newsletterInput(), version: 0 },
  }),
  'DELETE /api/admin/newsletters/:id': async (db) => ({
    path: `/api/admin/newsletters/${(await createNewsletter(db)).id}`,
  }),
  'POST /api/admin/newsletters/:id/test': async (db) => ({
    path: `/api/admin/newsletters/${(await createNewsletter(db)).id}/test`,
    json: { version: 0 },
  }),
  'POST /api/admin/newsletters/:id/send': async (db) => ({
    path: `/api/admin/newsletters/${(await createNewsletter(db)).id}/send`,
    json: { version: 0 },
  }),
});

/**
 * A request that an allowed caller of a protected route gets a 2xx for (path parameters naming an
 * item made for it, a valid body for writes). Without an entry the route's own path is requested
 * with no body.
 */
/** An event registered for here, with places. */
const internalEvent = (db: Database) => createEvent(db, { registrationMode: 'internal', capacity: 100 });
const registrationProbes = (): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  'GET /api/admin/events/:id/registrations': async (db) => ({
    path: `/api/admin/events/${(await internalEvent(db)).id}/registrations`,
  }),
  'GET /api/admin/events/:id/registrations/export': async (db) => ({
    path: `/api/admin/events/${(await internalEvent(db)).id}/registrations/export`,
  }),
  'POST /api/admin/events/:id/registrations': async (db) => ({
    path: `/api/admin/events/${(await internalEvent(db)).id}/registrations`,
    json: {
      fullName: 'Probe Guest',
      email: `probe-${randomBytes(4).toString('hex')}@example.com`,
      language: 'en',
      notify: false,
    },
  }),
  'POST /api/admin/registrations/:id/cancel': async (db) => ({
    path: `/api/admin/registrations/${(await createRegistration(db, (await internalEvent(db)).id)).id}/cancel`,
    json: { version: 1 },
  }),
  'POST /api/admin/registrations/:id/promote': async (db) => ({
    path: `/api/admin/registrations/${(await createRegistration(db, (await internalEvent(db)).id, { status: 'waitlisted' })).id}/promote`,
    json: { version: 1 },
  }),
  'POST /api/admin/registrations/:id/check-in': async (db) => ({
    path: `/api/admin/registrations/${(await createRegistration(db, (await internalEvent(db)).id)).id}/check-in`,
    json: { checkedIn: true, version: 1 },
  }),
  'GET /api/admin/events/:id/door-list': async (db) => ({
    path: `/api/admin/events/${(await internalEvent(db)).id}/door-list`,
  }),
  'POST /api/admin/events/:id/check-ins': async (db) => {
    const event = await internalEvent(db);
    const { id } = await createRegistration(db, event.id);
    const key = `probe-${randomBytes(8).toString('hex')}`;
    return {
      path: `/api/admin/events/${event.id}/check-ins`,
      json: { items: [{ key, at: new Date().toISOString(), kind: 'check-in', registrationId: id }] },
    };
  },
});

/** A new company's open application (its own organisation number and representative's address). */
function createApplication(db: Database) {
  const id = randomBytes(4).toString('hex');
  return db.models.MembershipApplication.create({
    companyName: `Probe ${id} AB`,
    organisationNumber: `556${id}`,
    organisationKey: `556${id}`.toUpperCase(),
    country: 'SE',
    region: 'nordic',
    industry: 'technology',
    companyWebsite: null,
    size: '1-9',
    contactName: 'Probe Applicant',
    contactEmail: `applicant-${id}@example.com`,
    emailKey: `applicant-${id}@example.com`,
    contactPhone: '+46 8 123 456',
    message: null,
    language: 'en',
    consentedAt: new Date(),
  });
}
/**
 * A company for the member accounts that have none (the walk's representative): the company routes
 * answer 404 to a representative without one.
 */
async function withCompany(db: Database): Promise<void> {
  const member = await createMember(db);
  await db.models.User.update({ memberId: member.id }, { where: { role: 'member', memberId: null } });
}
/** A pending listing change of a new company. */
const createListingChange = async (db: Database) =>
  db.models.ListingChange.create({
    memberId: (await createMember(db)).id,
    fields: {
      description: 'Probe description.',
      descriptionEs: null,
      descriptionSv: null,
      logo: null,
      logoAlt: null,
      website: null,
      location: 'Probe City',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    },
    proposedBy: null,
  });
const companyProbes = (): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  'GET /api/company': async (db) => {
    await withCompany(db);
    return { path: '/api/company' };
  },
  'PUT /api/company/listing': async (db) => {
    await withCompany(db);
    return { path: '/api/company/listing', json: { description: 'Probe description.', location: 'Probe City' } };
  },
  'PUT /api/company/visibility': async (db) => {
    await withCompany(db);
    return { path: '/api/company/visibility', json: { hidden: false } };
  },
  'POST /api/company/representatives': async (db) => {
    await withCompany(db);
    return {
      path: '/api/company/representatives',
      json: { fullName: 'Probe Person', email: `probe-${randomBytes(4).toString('hex')}@example.com`, language: 'en' },
    };
  },
  'POST /api/company/logo': async (db) => {
    await withCompany(db);
    return { path: '/api/company/logo', body: fixtureImage('png'), headers: { 'content-type': 'image/png' } };
  },
  'POST /api/admin/listing-changes/:id/approve': async (db) => ({
    path: `/api/admin/listing-changes/${(await createListingChange(db)).id}/approve`,
    json: { version: 1 },
  }),
  'POST /api/admin/listing-changes/:id/reject': async (db) => ({
    path: `/api/admin/listing-changes/${(await createListingChange(db)).id}/reject`,
    json: { version: 1, reason: 'Probe' },
  }),
});

const applicationProbes = (): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  'GET /api/admin/applications/:id': async (db) => ({
    path: `/api/admin/applications/${(await createApplication(db)).id}`,
  }),
  'POST /api/admin/applications/:id/review': async (db) => ({
    path: `/api/admin/applications/${(await createApplication(db)).id}/review`,
    json: { version: 1 },
  }),
  'POST /api/admin/applications/:id/approve': async (db) => ({
    path: `/api/admin/applications/${(await createApplication(db)).id}/approve`,
    json: { version: 1, publish: false },
  }),
  'POST /api/admin/applications/:id/reject': async (db) => ({
    path: `/api/admin/applications/${(await createApplication(db)).id}/reject`,
    json: { version: 1, reason: 'Probe' },
  }),
});

/** A valid input of each resource collection, and a stored item made from it. */
const RESOURCE_INPUTS = {
  reports: () => ({ title: 'Probe', description: 'Probe', category: 'general', publishedOn: '2026-01-01' }),
  guides: () => ({
    kind: 'country',
    title: 'Probe',
    description: 'Probe',
    region: 'nordic',
    updatedOn: '2026-01-01',
  }),
  tools: () => ({ title: 'Probe', description: 'Probe' }),
  publications: () => ({
    type: 'report',
    title: 'Probe',
    abstract: 'Probe',
    authors: ['Probe Person'],
    publishedOn: '2026-01-01',
  }),
  team: () => ({ name: 'Probe Person', role: 'Probe', bio: 'Probe' }),
  agreements: () => ({ title: 'Probe', description: 'Probe', status: 'in-force' }),
  'regulatory-updates': () => ({ title: 'Probe', description: 'Probe', region: 'baltic', publishedOn: '2026-01-01' }),
  insights: () => ({ title: 'Probe', description: 'Probe', source: 'Probe', category: 'general', change: 1.5 }),
  tariffs: () => ({ title: 'Probe', hsCode: '0804.40', euMfn: 4, euPreferential: 0, mercosurCet: 10 }),
  'compliance-sectors': () => ({
    title: 'Probe',
    requirements: 'Probe',
    certification: 'Probe',
    leadTimeMinWeeks: 1,
    leadTimeMaxWeeks: 2,
  }),
  offices: () => ({
    city: 'Probe',
    country: 'Probe',
    region: 'baltic',
    street: 'Probe 1',
    postalCode: '10117',
    phone: '+372 600 1030',
    email: 'probe@example.com',
  }),
} satisfies Record<ResourceKind, () => Record<string, unknown>>;

const resourceCreators: Record<
  ResourceKind,
  (db: Database, overrides?: { deletedAt: Date }) => Promise<{ id: number }>
> = {
  reports: (db, o) => db.models.MarketReport.create({ ...ReportInputSchema.parse(RESOURCE_INPUTS.reports()), ...o }),
  guides: (db, o) => db.models.InvestmentGuide.create({ ...GuideInputSchema.parse(RESOURCE_INPUTS.guides()), ...o }),
  tools: (db, o) => db.models.InvestmentTool.create({ ...ToolInputSchema.parse(RESOURCE_INPUTS.tools()), ...o }),
  publications: (db, o) =>
    db.models.Publication.create({ ...PublicationInputSchema.parse(RESOURCE_INPUTS.publications()), ...o }),
  team: (db, o) => db.models.TeamMember.create({ ...TeamMemberInputSchema.parse(RESOURCE_INPUTS.team()), ...o }),
  agreements: (db, o) =>
    db.models.TradeAgreement.create({ ...AgreementInputSchema.parse(RESOURCE_INPUTS.agreements()), ...o }),
  'regulatory-updates': (db, o) =>
    db.models.RegulatoryUpdate.create({
      ...RegulatoryUpdateInputSchema.parse(RESOURCE_INPUTS['regulatory-updates']()),
      ...o,
    }),
  insights: (db, o) =>
    db.models.MarketInsight.create({ ...InsightInputSchema.parse(RESOURCE_INPUTS.insights()), ...o }),
  tariffs: (db, o) => db.models.TariffRow.create({ ...TariffInputSchema.parse(RESOURCE_INPUTS.tariffs()), ...o }),
  'compliance-sectors': (db, o) =>
    db.models.ComplianceSector.create({
      ...ComplianceSectorInputSchema.parse(RESOURCE_INPUTS['compliance-sectors']()),
      ...o,
    }),
  offices: (db, o) => db.models.Office.create({ ...OfficeInputSchema.parse(RESOURCE_INPUTS.offices()), ...o }),
};

const resourceProbes = (): Record<string, (db: Database) => Promise<ProbeRequest>> => ({
  ...Object.fromEntries(
    (Object.keys(RESOURCE_INPUTS) as ResourceKind[]).flatMap((kind) =>
      Object.entries(itemProbes(kind, resourceCreators[kind], RESOURCE_INPUTS[kind])),
    ),
  ),
  // A fresh update each time: an update is mailed once.
  // Someone in the update's region has confirmed: an update nobody would receive is not mailed.
  'POST /api/admin/regulatory-updates/:id/mail': async (db) => {
    await createSubscription(db, { list: 'regulatory-updates', region: 'baltic' });
    return { path: `/api/admin/regulatory-updates/${(await resourceCreators['regulatory-updates'](db)).id}/mail` };
  },
});

const PROBES: Record<string, (db: Database) => Promise<ProbeRequest>> = {
  ...itemProbes('members', createMember, memberInput),
  ...itemProbes('events', createEvent, eventInput),
  ...itemProbes('news', createNewsArticle, newsInput),
  ...resourceProbes(),
  'GET /api/admin/contact-submissions/:id': async (db) => ({
    path: `/api/admin/contact-submissions/${(await createContactSubmission(db)).id}`,
  }),
  'POST /api/admin/contact-submissions/:id/process': async (db) => ({
    path: `/api/admin/contact-submissions/${(await createContactSubmission(db)).id}/process`,
  }),
  'PUT /api/user': () =>
    Promise.resolve({
      path: '/api/user',
      json: {
        fullName: `Probe Person ${randomBytes(4).toString('hex')}`,
        email: `probe-${randomBytes(4).toString('hex')}@example.com`,
        // A new address needs the password (it is only asked for: the link is mailed to it).
        currentPassword: FACTORY_PASSWORD,
      },
    }),
  // Each role's user changes its password once; its client continues on its new session.
  'POST /api/user/password': () =>
    Promise.resolve({
      path: '/api/user/password',
      json: { currentPassword: FACTORY_PASSWORD, newPassword: PROBE_PASSWORD, confirmPassword: PROBE_PASSWORD },
    }),
  'PUT /api/admin/settings': () => Promise.resolve({ path: '/api/admin/settings', json: settingsInput() }),
  'POST /api/admin/users/:id/role': async (db) => ({
    path: `/api/admin/users/${(await createUser(db)).id}/role`,
    json: { role: 'editor' },
  }),
  'POST /api/admin/users/:id/approve': async (db) => ({
    path: `/api/admin/users/${(await createUser(db, { requestedRole: 'editor' })).id}/approve`,
  }),
  'POST /api/admin/users/:id/decline': async (db) => ({
    path: `/api/admin/users/${(await createUser(db, { requestedRole: 'admin' })).id}/decline`,
  }),
  'POST /api/admin/users/:id/deactivate': async (db) => ({
    path: `/api/admin/users/${(await createUser(db)).id}/deactivate`,
  }),
  'POST /api/admin/users/:id/activate': async (db) => ({
    path: `/api/admin/users/${(await createUser(db, { active: false })).id}/activate`,
  }),
  'POST /api/admin/users/:id/password': async (db) => ({
    path: `/api/admin/users/${(await createUser(db)).id}/password`,
    json: { password: PROBE_PASSWORD, confirmPassword: PROBE_PASSWORD },
  }),
  'DELETE /api/admin/users/:id': async (db) => ({ path: `/api/admin/users/${(await createUser(db)).id}` }),
  'DELETE /api/admin/users/spam-registrations/:id': async (db) => ({
    path: `/api/admin/users/spam-registrations/${(await createSpamRegistration(db)).id}`,
  }),
  'GET /api/admin/subscriptions': () => Promise.resolve({ path: '/api/admin/subscriptions?list=newsletter' }),
  'GET /api/admin/subscriptions/counts': () =>
    Promise.resolve({ path: '/api/admin/subscriptions/counts?list=newsletter' }),
  'GET /api/admin/subscriptions/export': () =>
    Promise.resolve({ path: '/api/admin/subscriptions/export?list=regulatory-updates' }),
  'DELETE /api/admin/subscriptions/:id': async (db) => ({
    path: `/api/admin/subscriptions/${(await createSubscription(db)).id}`,
  }),
  'GET /api/admin/personal-data': () => Promise.resolve({ path: '/api/admin/personal-data?email=probe@example.com' }),
  'GET /api/admin/personal-data/export': () =>
    Promise.resolve({ path: '/api/admin/personal-data/export?email=probe@example.com' }),
  // Each try erases a fresh address's subscription: an answer of 200 when allowed.
  'POST /api/admin/personal-data/erase': async (db) => {
    const { email } = await createSubscription(db);
    return { path: '/api/admin/personal-data/erase', json: { email, confirm: email } };
  },
  'GET /api/admin/outbox/:id': async (db) => ({ path: `/api/admin/outbox/${(await createOutboxMail(db)).id}` }),
  'POST /api/admin/outbox/:id/retry': async (db) => ({
    path: `/api/admin/outbox/${(await createOutboxMail(db, { status: 'failed' })).id}/retry`,
    json: { version: 0 },
  }),
  'POST /api/admin/outbox/:id/discard': async (db) => ({
    path: `/api/admin/outbox/${(await createOutboxMail(db)).id}/discard`,
    json: { version: 0 },
  }),
  'POST /api/admin/invitations': () =>
    Promise.resolve({
      path: '/api/admin/invitations',
      json: {
        fullName: 'Probe Person',
        email: `probe-${randomBytes(4).toString('hex')}@example.com`,
        role: 'viewer',
        language: 'en',
      },
    }),
  'POST /api/admin/invitations/:id/resend': async (db) => ({
    path: `/api/admin/invitations/${(await createInvitation(db)).id}/resend`,
    json: { version: 0 },
  }),
  'POST /api/admin/invitations/:id/revoke': async (db) => ({
    path: `/api/admin/invitations/${(await createInvitation(db)).id}/revoke`,
    json: { version: 0 },
  }),
  ...newsletterProbes(),
  ...registrationProbes(),
  ...applicationProbes(),
  ...companyProbes(),
  ...importProbes(),
  'POST /api/admin/images': () =>
    Promise.resolve({ path: '/api/admin/images', body: fixtureImage('png'), headers: { 'content-type': 'image/png' } }),
  'POST /api/admin/files': () =>
    Promise.resolve({ path: '/api/admin/files', body: minimalPdf(), headers: { 'x-file-name': 'probe.pdf' } }),
};

interface RouteEntry {
  method: string;
  path: string;
  /** The first middleware of the route: it must be an access guard. */
  guard: unknown;
}

/** Every (method, path) of a router; HEAD is implied by GET and not listed separately. */
function routesOf(router: ApiRouter): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const layer of router.stack) {
    if (layer.methods.length === 0) continue; // router.use() middleware, not a route
    for (const method of layer.methods) {
      if (method === 'HEAD' && layer.methods.includes('GET')) continue;
      routes.push({ method, path: String(layer.path), guard: layer.stack[0] });
    }
  }
  return routes;
}

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Whether a role may call a route with `rule` according to the shared role table. */
function allowed(role: Role, rule: AccessRule): boolean {
  if (rule === 'public' || rule === 'signed-in') return true;
  return can(role, rule);
}

describe('deny by default: every API route declares its access', () => {
  const router = buildApiRouter();

  it('starts every route (every layer with methods) with an access guard', () => {
    const routeLayers = router.stack.filter((layer) => layer.methods.length > 0);
    expect(routeLayers.length).toBeGreaterThan(0);
    for (const layer of routeLayers) {
      expect(accessRuleOf(layer.stack[0]), `${layer.methods.join(',')} ${String(layer.path)}`).toBeDefined();
    }
  });

  it('lists HEAD only next to GET', () => {
    for (const layer of router.stack) {
      if (layer.methods.includes('HEAD')) expect(layer.methods, String(layer.path)).toContain('GET');
    }
  });

  it('has exactly the expected table of routes and rules', () => {
    const actual = Object.fromEntries(routesOf(router).map((route) => [keyOf(route), accessRuleOf(route.guard)]));
    expect(actual).toEqual(EXPECTED_ACCESS);
  });

  it('uses only rules the shared role table knows', () => {
    const known = new Set<string>(['public', 'signed-in', ...Object.keys(PERMISSIONS)]);
    for (const rule of Object.values(EXPECTED_ACCESS)) expect(known).toContain(rule);
  });

  it('does not let the accessRuleOf lookup treat an arbitrary middleware as a guard', () => {
    expect(accessRuleOf(() => undefined)).toBeUndefined();
    expect(accessRuleOf(undefined)).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('access rules enforced over HTTP on %s', (kind) => {
  let server: TestServer;
  const clients = {} as Record<Role, ApiClient>;
  let routes: (RouteEntry & { rule: AccessRule })[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The table must describe the router the running app actually serves.
    routes = routesOf(server.app.apiRouter).map((route) => {
      const rule = accessRuleOf(route.guard);
      if (!rule) throw new Error(`${keyOf(route)} has no access guard`);
      return { ...route, rule };
    });
    for (const role of ROLES) {
      const user = await createUser(server.db, { role });
      clients[role] = new ApiClient(server.baseUrl);
      await clients[role].login(user.username, FACTORY_PASSWORD);
    }
  });
  afterAll(() => server.close());

  /** The request to send for a route: its probe, or its own path with parameters set to 1. */
  async function requestFor(route: RouteEntry): Promise<{ path: string; options: Omit<ProbeRequest, 'path'> }> {
    const probe = PROBES[keyOf(route)];
    const { path, ...options } = probe ? await probe(server.db) : { path: route.path.replace(/:[A-Za-z_]+/g, '1') };
    return { path, options };
  }

  it('serves the same routes as the expected table', () => {
    expect(Object.fromEntries(routes.map((route) => [keyOf(route), route.rule]))).toEqual(EXPECTED_ACCESS);
  });

  it('has at least one route guarded by a permission (else the role walk below tests nothing)', () => {
    expect(routes.some((route) => route.rule !== 'public' && route.rule !== 'signed-in')).toBe(true);
  });

  it('answers 401 to an anonymous caller of every non-public route', async () => {
    const protectedRoutes = routes.filter((route) => route.rule !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const { path, options } = await requestFor(route);
      const response = await new ApiClient(server.baseUrl).request<{ error: string }>(route.method, path, options);
      expect(response.status, keyOf(route)).toBe(401);
      expect(response.body, keyOf(route)).toEqual({ error: expect.any(String) as string });
    }
  });

  it('gives each role 403 exactly when the shared role table denies it, and 2xx otherwise', async () => {
    const protectedRoutes = routes.filter((route) => route.rule !== 'public');
    let denials = 0;
    for (const route of protectedRoutes) {
      for (const role of ROLES) {
        const { path, options } = await requestFor(route);
        const response = await clients[role].request<{ error: string }>(route.method, path, options);
        const label = `${role} → ${keyOf(route)} (${route.rule})`;
        if (allowed(role, route.rule)) {
          expect(response.status, label).toBeGreaterThanOrEqual(200);
          expect(response.status, label).toBeLessThan(300);
        } else {
          denials += 1;
          expect(response.status, label).toBe(403);
          const rule = route.rule as keyof typeof PERMISSIONS;
          expect(response.body, label).toEqual({ error: `This requires ${rolesFor(rule).join(' or ')} privileges` });
        }
      }
    }
    // The walk must have seen at least one denial (the role table denies viewers something).
    expect(denials).toBeGreaterThan(0);
    // Every route times every role, one request after another: longer than one test's usual limit.
  }, 120_000);

  it('lets an anonymous caller through every public route (never 401 or 403)', async () => {
    for (const route of routes.filter((entry) => entry.rule === 'public')) {
      const { path, options } = await requestFor(route);
      const response = await new ApiClient(server.baseUrl).request(route.method, path, options);
      expect([401, 403], keyOf(route)).not.toContain(response.status);
    }
  });

  it('applies a role change at once, without a new sign-in', async () => {
    const user = await createUser(server.db, { role: 'viewer' });
    const api = new ApiClient(server.baseUrl);
    await api.login(user.username, FACTORY_PASSWORD);
    expect((await api.get('/api/admin/contact-submissions')).status).toBe(403);
    await user.update({ role: 'editor' });
    expect((await api.get('/api/admin/contact-submissions')).status).toBe(200);
    await user.update({ role: 'viewer' });
    expect((await api.get('/api/admin/contact-submissions')).status).toBe(403);
  });
});
