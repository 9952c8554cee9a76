import type { z } from 'zod';
import type { SiteSettings } from '../../../shared/entities';
import {
  ApplicationApproveSchema,
  ApplicationCreateSchema,
  ApplicationListQuerySchema,
  ApplicationRejectSchema,
  ApplicationReviewSchema,
} from '../../../shared/schemas/membership';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { Outbox, RenderedMail } from '../../mail';
import {
  applicationDetail,
  decideApplication,
  applicationStatusCounts,
  listApplications,
  submitApplication,
  type ApplicationDecision,
  type ApplicationInput,
} from '../../membership/applications';
import { presentApplication } from '../../presenters/applications';
import { limitPerAddress } from '../../rate-limit';
import { readSiteSettings } from '../../settings';
import type { AppContext } from '../../context';
import { sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

/**
 * The mails of a new application: the acknowledgement to the applicant (in the language of the
 * page they applied from) and the notice to the chamber (the settings' contact e-mail, in the
 * site's default language, replies going to the representative).
 */
function renderApplicationMails(
  mail: Outbox,
  application: ApplicationInput,
  settings: SiteSettings,
): Promise<RenderedMail[]> {
  return Promise.all([
    mail.render({
      to: application.contactEmail,
      language: application.language,
      template: 'application-received',
      props: {},
    }),
    mail.render({
      to: settings.contactEmail,
      language: settings.defaultLanguage,
      template: 'application-notice',
      props: {
        companyName: application.companyName,
        organisationNumber: application.organisationNumber,
        country: application.country,
        contactName: application.contactName,
        contactEmail: application.contactEmail,
        contactPhone: application.contactPhone,
        language: application.language,
      },
      replyTo: application.contactEmail,
    }),
  ]);
}

/** A staff decision on the application of the path, answered with the application as it now stands. */
async function decide(ctx: AppContext, version: number, decision: ApplicationDecision): Promise<void> {
  const id = idParam(ctx);
  const user = await staffUser(ctx);
  const application = await decideApplication(ctx.services, user, id, version, decision);
  ctx.body = presentApplication(application);
}

/**
 * Membership applications. Public: POST /api/membership/applications (the application form).
 * Staff (`members:review`): the list, one application with its history, and the decisions —
 * review, approve (the listing is made and the representative invited), reject with a reason —
 * each based on the application's version, audited and mailed to the applicant.
 */
export const applicationRoutes: RouteModule = (router) => {
  router.post(
    '/membership/applications',
    access('public'),
    limitPerAddress('membershipApplication'),
    validate(ApplicationCreateSchema),
    async (ctx) => {
      const {
        website: honeypot,
        consent: _consent,
        language,
        ...input
      } = validated<z.output<typeof ApplicationCreateSchema>>(ctx);
      const { services } = ctx;
      const settings = await readSiteSettings(services.db.models);
      const application = { ...input, language: language ?? settings.defaultLanguage };
      // Rendered before the transaction (which holds the applications' lock while it runs). A bot
      // (the honeypot filled in) is stored as spam and sent nothing, and answered like a person.
      const mails = honeypot === '' ? await renderApplicationMails(services.mail, application, settings) : [];
      await submitApplication(services, application, { honeypot, mails });
      ctx.status = 201;
      ctx.body = { received: true };
    },
  );

  router.get(
    '/admin/applications',
    access('members:review'),
    validateQuery(ApplicationListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof ApplicationListQuerySchema>>(ctx);
      sendPage(ctx, await listApplications(ctx.services.db.models, query), query);
    },
  );

  // Matched before /:id (a literal segment wins over a parameter), which would take "counts" for an id.
  router.get('/admin/applications/counts', access('members:review'), async (ctx) => {
    ctx.body = await applicationStatusCounts(ctx.services.db.models);
  });

  router.get('/admin/applications/:id', access('members:review'), async (ctx) => {
    ctx.body = await applicationDetail(ctx.services.db.models, idParam(ctx));
  });

  router.post(
    '/admin/applications/:id/review',
    access('members:review'),
    validate(ApplicationReviewSchema),
    async (ctx) => {
      const { version } = validated<z.output<typeof ApplicationReviewSchema>>(ctx);
      await decide(ctx, version, { action: 'review' });
    },
  );

  router.post(
    '/admin/applications/:id/approve',
    access('members:review'),
    validate(ApplicationApproveSchema),
    async (ctx) => {
      const { version, publish } = validated<z.output<typeof ApplicationApproveSchema>>(ctx);
      await decide(ctx, version, { action: 'approve', publish });
    },
  );

  router.post(
    '/admin/applications/:id/reject',
    access('members:review'),
    validate(ApplicationRejectSchema),
    async (ctx) => {
      const { version, reason } = validated<z.output<typeof ApplicationRejectSchema>>(ctx);
      await decide(ctx, version, { action: 'reject', reason });
    },
  );
};
