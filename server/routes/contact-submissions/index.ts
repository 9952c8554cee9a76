import type { z } from 'zod';
import { limitPerAddress } from '../../rate-limit';
import { Op, type WhereOptions } from 'sequelize';
import type { SiteSettings } from '../../../shared/entities';
import { AdminContactListQuerySchema, ContactCreateSchema } from '../../../shared/schemas';
import { recordAudit } from '../../content/audit';
import { searchCondition } from '../../content/search';
import { conflict, notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { Outbox, RenderedMail } from '../../mail';
import type { EnquiryProps } from '../../mail/templates/contact';
import type { Models } from '../../models';
import { readSiteSettings } from '../../settings';
import { presentContactSubmission, presentManagedContactSubmission } from '../../presenters/contact-submissions';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

const NOT_FOUND = 'Contact submission not found';

/**
 * The mails of a new enquiry: the notification to the chamber (the settings' contact e-mail, in the
 * site's default language, replies going to the sender) and the acknowledgement to the sender, in
 * the language of the page they wrote from.
 */
function renderEnquiryMails(mail: Outbox, enquiry: EnquiryProps, settings: SiteSettings): Promise<RenderedMail[]> {
  return Promise.all([
    mail.render({
      to: settings.contactEmail,
      language: settings.defaultLanguage,
      template: 'contact-notification',
      props: enquiry,
      replyTo: enquiry.email,
    }),
    mail.render({
      to: enquiry.email,
      language: enquiry.language,
      template: 'contact-acknowledgement',
      props: { inquiryType: enquiry.inquiryType },
    }),
  ]);
}

export const ALREADY_PROCESSED = 'This contact submission has already been processed';

/** Loads who processed a submission along with it. */
const withProcessor = (models: Models) => ({
  include: [{ model: models.User, as: 'processor', attributes: ['id', 'fullName'] }],
});

/**
 * POST /api/contact (anyone); for staff GET /api/admin/contact-submissions (a page, newest first,
 * spam only under `status=spam`), GET …/:id and POST …/:id/process.
 */
export const contactSubmissionRoutes: RouteModule = (router) => {
  router.post('/contact', access('public'), limitPerAddress('contact'), validate(ContactCreateSchema), async (ctx) => {
    const { website: honeypot, language, ...input } = validated<z.output<typeof ContactCreateSchema>>(ctx);
    const { db, mail } = ctx.services;
    const spam = honeypot !== '';
    const settings = await readSiteSettings(db.models);
    const enquiry = { ...input, language: language ?? settings.defaultLanguage };
    // Rendered before the transaction (it takes milliseconds; on SQLite the transaction holds the one
    // write lock). A filled-in honeypot (a bot) sends nothing.
    const mails = spam ? [] : await renderEnquiryMails(mail, enquiry, settings);
    // The submission and its mails are stored in one transaction: all of them or none. It has
    // committed when it returns, so 201 always means "stored". Spam is stored and answered exactly
    // the same: the bot learns nothing.
    const submission = await db.sequelize.transaction(async (transaction) => {
      const stored = await db.models.ContactSubmission.create(
        { ...enquiry, submittedAt: new Date(), processed: false, spam },
        { transaction },
      );
      for (const rendered of mails) await mail.queue(transaction, rendered);
      return stored;
    });
    ctx.status = 201;
    ctx.body = presentContactSubmission(submission);
  });

  router.get(
    '/admin/contact-submissions',
    access('contacts:read'),
    validateQuery(AdminContactListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof AdminContactListQuerySchema>>(ctx);
      const { db, labels } = ctx.services;
      // Spam is listed only when asked for; every other filter (and none) leaves it out.
      const conditions: WhereOptions[] = [{ spam: query.status === 'spam' }];
      if (query.status === 'pending' || query.status === 'processed') {
        conditions.push({ processed: query.status === 'processed' });
      }
      if (query.inquiryType) conditions.push({ inquiryType: query.inquiryType });
      const search = searchCondition(
        db,
        labels,
        {
          table: db.models.ContactSubmission.name,
          text: ['full_name', 'email', 'message'],
          codes: [{ column: 'inquiry_type', vocabulary: 'inquiryTypes' }],
        },
        query.search,
      );
      if (search) conditions.push(search);
      const result = await db.models.ContactSubmission.findAndCountAll({
        ...withProcessor(db.models),
        where: { [Op.and]: conditions },
        order: [
          ['submittedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        ...pageWindow(query),
      });
      sendPage(ctx, { items: result.rows.map(presentManagedContactSubmission), total: result.count }, query);
    },
  );

  router.get('/admin/contact-submissions/:id', access('contacts:read'), async (ctx) => {
    const { models } = ctx.services.db;
    const submission = await models.ContactSubmission.findByPk(idParam(ctx), withProcessor(models));
    if (!submission) throw notFound(NOT_FOUND);
    ctx.body = presentManagedContactSubmission(submission);
  });

  router.post('/admin/contact-submissions/:id/process', access('contacts:process'), async (ctx) => {
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const { ContactSubmission } = db.models;
    const submission = await db.sequelize.transaction(async (transaction) => {
      // Only one of two staff members clicking at once marks it; the other gets 409.
      const [count] = await ContactSubmission.update(
        { processed: true, processedAt: new Date(), processedBy: user.id },
        { where: { id, processed: false }, transaction },
      );
      const stored = await ContactSubmission.findByPk(id, { ...withProcessor(db.models), transaction });
      if (!stored) throw notFound(NOT_FOUND);
      if (count === 0) throw conflict(ALREADY_PROCESSED);
      await recordAudit(db.models, transaction, user, {
        action: 'process',
        entity: 'contact',
        entityId: id,
        label: stored.fullName,
      });
      return stored;
    });
    ctx.body = presentManagedContactSubmission(submission);
  });
};
