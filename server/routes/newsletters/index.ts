import { UniqueConstraintError } from 'sequelize';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/constants';
import {
  AdminNewsletterListQuerySchema,
  NewsletterActionSchema,
  NewsletterInputSchema,
  NewsletterUpdateSchema,
} from '../../../shared/schemas';
import type { AppContext } from '../../context';
import { recordAudit } from '../../content/audit';
import { badRequest, conflict, HttpError, notFound, staleVersion } from '../../errors';
import { MailHeaderError, type RenderedMail } from '../../mail';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { NewsletterModel } from '../../models';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';
import {
  newsletterArticles,
  newsletterColumns,
  newsletterProps,
  newsletterReport,
  writtenLanguages,
} from '../../newsletters/content';
import { articleIdsOf, presentNewsletter } from '../../presenters/newsletters';

const NOT_FOUND = 'Newsletter not found';
export const NEWSLETTER_NOT_DRAFT_MESSAGE =
  'This newsletter was already sent (or is being sent): it can no longer be changed.';
export const NEWSLETTER_ALREADY_SENT_MESSAGE =
  'This newsletter is already being sent or was sent (perhaps by someone else): it is never sent twice.';
/** The subject prefix of a test mail, so it is never mistaken for the real one. */
export const TEST_PREFIX = '[Test] ';

type NewsletterInputOutput = z.output<typeof NewsletterInputSchema>;

/** A mail the outbox refused to render (a line break in a header): a 400 naming the field. */
function refused(error: unknown): never {
  if (error instanceof MailHeaderError) throw badRequest(error.message, { subject: error.message });
  throw error;
}

/** A live (not deleted) newsletter, or 404. */
async function live(ctx: AppContext, id: number): Promise<NewsletterModel> {
  const newsletter = await ctx.services.db.models.Newsletter.findOne({ where: { id, deletedAt: null } });
  if (!newsletter) throw notFound(NOT_FOUND);
  return newsletter;
}

/** The chosen articles must be public news: an unpublished one would be a dead link in the mail. */
async function checkArticles(ctx: AppContext, ids: number[]): Promise<void> {
  const found = await newsletterArticles(ctx.services.db.models, ids);
  if (found.length !== new Set(ids).size) {
    throw badRequest('Choose published news articles only', { articleIds: 'Choose published news articles only' });
  }
}

/**
 * Staff (`subscriptions:manage`) write newsletters: the list, one newsletter, the preview, create,
 * update and delete of a draft.
 */
const newsletterDraftRoutes: RouteModule = (router) => {
  router.get(
    '/admin/newsletters',
    access('subscriptions:manage'),
    validateQuery(AdminNewsletterListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof AdminNewsletterListQuerySchema>>(ctx);
      const result = await ctx.services.db.models.Newsletter.findAndCountAll({
        where: { deletedAt: null },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        ...pageWindow(query),
      });
      sendPage(ctx, { items: result.rows.map(presentNewsletter), total: result.count }, query);
    },
  );

  router.get('/admin/newsletters/:id', access('subscriptions:manage'), async (ctx) => {
    const newsletter = await live(ctx, idParam(ctx));
    ctx.body = { ...presentNewsletter(newsletter), report: await newsletterReport(ctx.services.db, newsletter.id) };
  });

  // The preview of what is being written (saved or not): the mail as a subscriber of each language gets it.
  router.post(
    '/admin/newsletters/preview',
    access('subscriptions:manage'),
    validate(NewsletterInputSchema),
    async (ctx) => {
      const input = validated<NewsletterInputOutput>(ctx);
      const user = await staffUser(ctx);
      await checkArticles(ctx, input.articleIds);
      const articles = await newsletterArticles(ctx.services.db.models, input.articleIds);
      const draft = ctx.services.db.models.Newsletter.build(newsletterColumns(input));
      const previews: Partial<Record<Language, { subject: string; html: string }>> = {};
      for (const language of LANGUAGES) {
        const mail = await ctx.services.mail
          .render({
            to: user.email,
            language,
            template: 'newsletter',
            props: newsletterProps(draft, language, articles),
            // A sample token: the preview shows the unsubscribe link every subscriber's copy has.
            list: { unsubscribeToken: 'preview' },
          })
          .catch(refused);
        previews[language] = { subject: mail.subject, html: mail.html };
      }
      ctx.body = previews;
    },
  );

  router.post('/admin/newsletters', access('subscriptions:manage'), validate(NewsletterInputSchema), async (ctx) => {
    const input = validated<NewsletterInputOutput>(ctx);
    const user = await staffUser(ctx);
    await checkArticles(ctx, input.articleIds);
    const { db } = ctx.services;
    const newsletter = await db.sequelize.transaction(async (transaction) => {
      const created = await db.models.Newsletter.create(
        { ...newsletterColumns(input), createdBy: user.id },
        { transaction },
      );
      await recordAudit(db.models, transaction, user, {
        action: 'create',
        entity: 'newsletter',
        entityId: created.id,
        label: created.subjectEn,
      });
      return created;
    });
    ctx.status = 201;
    ctx.body = presentNewsletter(newsletter);
  });

  router.put(
    '/admin/newsletters/:id',
    access('subscriptions:manage'),
    validate(NewsletterUpdateSchema),
    async (ctx) => {
      const { version, ...input } = validated<z.output<typeof NewsletterUpdateSchema>>(ctx);
      const id = idParam(ctx);
      const user = await staffUser(ctx);
      await checkArticles(ctx, input.articleIds);
      const { db } = ctx.services;
      const { Newsletter } = db.models;
      const newsletter = await db.sequelize.transaction(async (transaction) => {
        const [count] = await Newsletter.update(
          { ...newsletterColumns(input), version: version + 1 },
          { where: { id, version, status: 'draft', deletedAt: null }, transaction },
        );
        const stored = await Newsletter.findOne({ where: { id, deletedAt: null }, transaction });
        if (!stored) throw notFound(NOT_FOUND);
        if (count === 0) {
          if (stored.status !== 'draft') throw conflict(NEWSLETTER_NOT_DRAFT_MESSAGE);
          throw staleVersion(presentNewsletter(stored));
        }
        await recordAudit(db.models, transaction, user, {
          action: 'update',
          entity: 'newsletter',
          entityId: id,
          label: stored.subjectEn,
        });
        return stored;
      });
      ctx.body = presentNewsletter(newsletter);
    },
  );

  // Soft delete, drafts only: a sent newsletter stays, with its report.
  router.delete('/admin/newsletters/:id', access('subscriptions:manage'), async (ctx) => {
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const { Newsletter } = db.models;
    await db.sequelize.transaction(async (transaction) => {
      const [count] = await Newsletter.update(
        { deletedAt: new Date() },
        { where: { id, status: 'draft', deletedAt: null }, transaction },
      );
      const stored = await Newsletter.findByPk(id, { transaction });
      if (!stored || (count === 0 && stored.deletedAt)) throw notFound(NOT_FOUND);
      if (count === 0) throw conflict(NEWSLETTER_NOT_DRAFT_MESSAGE);
      await recordAudit(db.models, transaction, user, {
        action: 'delete',
        entity: 'newsletter',
        entityId: id,
        label: stored.subjectEn,
      });
    });
    ctx.status = 204;
  });

  // A test: the newsletter in each language it is written in, to the staff member's own address
  // (never to subscribers), its subject marked.
};

/**
 * Staff (`subscriptions:manage`) send a newsletter: a test to themselves, then to the list's
 * subscribers (once).
 */
const newsletterSendingRoutes: RouteModule = (router) => {
  router.post(
    '/admin/newsletters/:id/test',
    access('subscriptions:manage'),
    validate(NewsletterActionSchema),
    async (ctx) => {
      const { version } = validated<z.output<typeof NewsletterActionSchema>>(ctx);
      const user = await staffUser(ctx);
      const newsletter = await live(ctx, idParam(ctx));
      if (newsletter.version !== version) throw staleVersion(presentNewsletter(newsletter));
      const { db, mail } = ctx.services;
      const articles = await newsletterArticles(db.models, articleIdsOf(newsletter));
      const languages = writtenLanguages(newsletter);
      const mails: RenderedMail[] = [];
      for (const language of languages) {
        const props = newsletterProps(newsletter, language, articles);
        mails.push(
          await mail
            .render({
              to: user.email,
              toName: user.fullName,
              language,
              template: 'newsletter',
              props: { ...props, subject: `${TEST_PREFIX}${props.subject}` },
            })
            .catch(refused),
        );
      }
      await db.sequelize.transaction(async (transaction) => {
        for (const rendered of mails) await mail.queue(transaction, rendered);
        await recordAudit(db.models, transaction, user, {
          action: 'test',
          entity: 'newsletter',
          entityId: newsletter.id,
          label: newsletter.subjectEn,
        });
      });
      ctx.status = 202;
      ctx.body = { to: user.email, languages };
    },
  );

  router.post(
    '/admin/newsletters/:id/send',
    access('subscriptions:manage'),
    validate(NewsletterActionSchema),
    async (ctx) => {
      const { version } = validated<z.output<typeof NewsletterActionSchema>>(ctx);
      const id = idParam(ctx);
      const user = await staffUser(ctx);
      const { db, newsletters } = ctx.services;
      const { Newsletter, NewsletterSend } = db.models;
      let newsletter: NewsletterModel;
      try {
        newsletter = await db.sequelize.transaction(async (transaction) => {
          // One statement decides (draft → sending at the version seen); the unique send row is the
          // database's own guard should two requests ever get past it.
          const [count] = await Newsletter.update(
            { status: 'sending', version: version + 1, sendStartedAt: new Date(), sentBy: user.id },
            { where: { id, version, status: 'draft', deletedAt: null }, transaction },
          );
          const stored = await Newsletter.findOne({ where: { id, deletedAt: null }, transaction });
          if (!stored) throw notFound(NOT_FOUND);
          if (count === 0) {
            if (stored.status !== 'draft') {
              throw new HttpError(409, NEWSLETTER_ALREADY_SENT_MESSAGE, undefined, undefined, {
                current: presentNewsletter(stored),
              });
            }
            throw staleVersion(presentNewsletter(stored));
          }
          await NewsletterSend.create({ newsletterId: id, startedBy: user.id }, { transaction });
          await recordAudit(db.models, transaction, user, {
            action: 'send',
            entity: 'newsletter',
            entityId: id,
            label: stored.subjectEn,
          });
          return stored;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintError) throw conflict(NEWSLETTER_ALREADY_SENT_MESSAGE);
        throw error;
      }
      newsletters.wake();
      ctx.status = 202;
      ctx.body = { ...presentNewsletter(newsletter), report: await newsletterReport(db, id) };
    },
  );
};

/**
 * Newsletters for staff with `subscriptions:manage`: drafts (created, edited with a version guard,
 * soft-deleted), a preview, a test mail to the staff member's own address, and the send to every
 * confirmed subscriber of the list (once: a conditional draft → sending update and a unique row in
 * newsletter_sends), with a report read from the outbox. Every change is audited.
 */
export const newsletterRoutes: RouteModule = (router) => {
  newsletterDraftRoutes(router);
  newsletterSendingRoutes(router);
};
