import { limitPerAddress } from '../../rate-limit';
import { createHash, randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { AdminSubscriptionListQuerySchema, SubscribeSchema, SubscriptionTokenSchema } from '../../../shared/schemas';
import { recordAudit, recordExport } from '../../content/audit';
import { searchCondition } from '../../content/search';
import { notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import { presentSubscription, unsubscribeUrl } from '../../presenters/subscriptions';
import { datedCsvName, sendCsv, toCsv } from '../../csv';
import type { Models } from '../../models';
import type { KeyRing } from '../../key-ring';
import { subscriptionByUnsubscribeToken, unsubscribeTokenOf } from '../../subscriptions/unsubscribe-links';
import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import { localizedPath } from '../../../shared/routes';
import type { SubscriptionCounts, SubscriptionList } from '../../../shared/entities';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid or was already used';
export const CONFIRM_INVALID_MESSAGE = 'This confirmation link is not valid, has expired or was already used';

/** How long a confirmation link is valid; a pending subscription older than this is removed. */
export const CONFIRMATION_DAYS = 7;
const CONFIRMATION_MS = CONFIRMATION_DAYS * 24 * 60 * 60 * 1000;
/**
 * A pending subscription subscribed again gets a new link, but not more often than this: the form
 * cannot be used to flood someone's inbox with confirmation mails.
 */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

/** The page of each list's form (the consent record names it, in the language in use). */
const FORM_PAGES: Record<SubscriptionList, string> = {
  newsletter: '/news',
  'regulatory-updates': '/trade-regulations',
};

/** The stored form of a confirmation secret: its SHA-256 (a database leak confirms nobody). */
export const confirmationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Pending subscriptions whose link has expired: they can no longer be confirmed. */
const expiredPending = (now: Date): WhereOptions => ({
  confirmedAt: null,
  spam: false,
  confirmationSentAt: { [Op.lt]: new Date(now.getTime() - CONFIRMATION_MS) },
});
/**
 * Rows staff see: confirmed ones and pending ones whose link still works. An expired sign-up can no
 * longer be confirmed (the next subscribe removes it), so it is neither listed nor counted as pending.
 */
const notExpired = (now: Date): WhereOptions => ({
  [Op.or]: [
    { confirmedAt: { [Op.ne]: null } },
    { confirmationSentAt: null },
    { confirmationSentAt: { [Op.gte]: new Date(now.getTime() - CONFIRMATION_MS) } },
  ],
});
const NOT_FOUND = 'Subscription not found';
/** The export's columns, in order. */
export const EXPORT_HEADER = [
  'email',
  'region',
  'language',
  'consented_at',
  'confirmed_at',
  'form',
  'unsubscribe_url',
] as const;

/** The one-click unsubscribe address (RFC 8058), under /api. */
export const ONE_CLICK_ROUTE = '/unsubscribe/one-click';

/**
 * Removes the subscription of a token and returns its list; 404 when the token names none (any
 * more): a forged or altered token gets the same answer as an unknown one.
 */
async function unsubscribe(
  models: Pick<Models, 'Subscription'>,
  keyRing: KeyRing,
  token: string,
): Promise<SubscriptionList> {
  const subscription = await subscriptionByUnsubscribeToken(models, keyRing, token);
  // Of two clicks at once, only one removes it; the other gets 404.
  const removed = subscription ? await models.Subscription.destroy({ where: { id: subscription.id } }) : 0;
  if (!subscription || removed === 0) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
  return subscription.list;
}

/** A new confirmation secret: 32 random bytes, base64url (43 characters). */
const newConfirmationSecret = () => randomBytes(32).toString('base64url');

/** The query of the export and of the counts: which list. */
const OneListQuerySchema = AdminSubscriptionListQuerySchema.pick({ list: true });

/** Newest consent first; the id breaks ties so pages never overlap. */
const ORDER: [string, string][] = [
  ['consentedAt', 'DESC'],
  ['id', 'DESC'],
];

/**
 * Anyone: POST /api/subscriptions, its confirmation (POST /api/subscriptions/confirm), POST
 * /api/unsubscribe and the one-click unsubscribe of the mails (GET and POST).
 */
const publicSubscriptionRoutes: RouteModule = (router) => {
  router.post(
    '/subscriptions',
    access('public'),
    limitPerAddress('subscribe'),
    validate(SubscribeSchema),
    async (ctx) => {
      const input = validated<z.output<typeof SubscribeSchema>>(ctx);
      const { db, mail } = ctx.services;
      const { Subscription } = db.models;
      const now = new Date();
      const row = {
        list: input.list,
        email: input.email,
        region: input.list === 'regulatory-updates' ? input.region : null,
        language: input.language,
        consentedAt: now,
        form: localizedPath(FORM_PAGES[input.list], input.language),
      };
      if (input.website !== '') {
        // The honeypot was filled in (a bot): stored as spam when the address is new (never
        // confirmable, never mailed), and an existing subscription is left as it is.
        await Subscription.bulkCreate([{ ...row, spam: true }], { ignoreDuplicates: true });
      } else {
        // The confirmation mail is rendered before the transaction (see Outbox.render); whether it
        // is queued is decided inside. The answer is the same in every case, so the form tells
        // nobody whether an address is subscribed.
        const secret = newConfirmationSecret();
        const confirmation = await mail.render({
          to: input.email,
          language: input.language,
          template: 'subscription-confirmation',
          props: { list: input.list, token: secret, days: CONFIRMATION_DAYS },
        });
        const pending = {
          ...row,
          spam: false,
          confirmationTokenHash: confirmationTokenHash(secret),
          confirmationSentAt: now,
          confirmedAt: null,
        };
        try {
          await db.sequelize.transaction(async (transaction) => {
            await Subscription.destroy({ where: expiredPending(now), transaction });
            const existing = await Subscription.findOne({
              where: { list: input.list, email: input.email },
              transaction,
            });
            if (existing && !existing.spam) {
              // Confirmed already: nothing changes and nothing is sent (a stranger must not be able
              // to change someone's region or language, nor mail them). Pending with a recent link:
              // that link still works; a new one is sent only after CONFIRMATION_RESEND_MS.
              if (existing.confirmedAt) return;
              const sentAt = existing.confirmationSentAt?.getTime() ?? 0;
              if (now.getTime() - sentAt < CONFIRMATION_RESEND_MS) return;
            }
            if (existing) {
              // A pending (or bot-made) subscription starts over with this consent; its unsubscribe
              // link (signed over its id and creation) is kept.
              await existing.update(pending, { transaction });
            } else {
              await Subscription.create(pending, { transaction });
            }
            await mail.queue(transaction, confirmation);
          });
        } catch (error) {
          // The same address subscribed twice at once: the other request stored it and sent its link.
          if (!(error instanceof UniqueConstraintError)) throw error;
        }
      }
      ctx.status = 202;
      ctx.body = { status: 'subscribed' };
    },
  );

  // Double opt-in: the button of the confirmation page (the mailed link opens that page; a GET never
  // confirms, so link scanners and previews cannot). The secret is single-use and expires after
  // CONFIRMATION_DAYS.
  router.post(
    '/subscriptions/confirm',
    access('public'),
    limitPerAddress('subscribe'),
    validate(SubscriptionTokenSchema),
    async (ctx) => {
      const { token } = validated<z.output<typeof SubscriptionTokenSchema>>(ctx);
      const { Subscription } = ctx.services.db.models;
      const hash = confirmationTokenHash(token);
      const now = new Date();
      const subscription = await Subscription.findOne({
        where: { confirmationTokenHash: hash, confirmedAt: null, spam: false },
      });
      const expired =
        !subscription?.confirmationSentAt ||
        now.getTime() - subscription.confirmationSentAt.getTime() > CONFIRMATION_MS;
      if (!subscription || expired) {
        if (subscription) await Subscription.destroy({ where: { id: subscription.id, confirmedAt: null } });
        throw notFound(CONFIRM_INVALID_MESSAGE);
      }
      // Conditional on the secret: of two clicks at once, one confirms and the other gets 404.
      const [count] = await Subscription.update(
        { confirmedAt: now, confirmationTokenHash: null },
        { where: { id: subscription.id, confirmationTokenHash: hash } },
      );
      if (count === 0) throw notFound(CONFIRM_INVALID_MESSAGE);
      ctx.body = { list: subscription.list };
    },
  );

  router.post(
    '/unsubscribe',
    access('public'),
    limitPerAddress('subscribe'),
    validate(SubscriptionTokenSchema),
    async (ctx) => {
      const { token } = validated<z.output<typeof SubscriptionTokenSchema>>(ctx);
      ctx.body = { list: await unsubscribe(ctx.services.db.models, ctx.services.keyRing, token) };
    },
  );

  // RFC 8058 one-click: the address in a list mail's List-Unsubscribe header. The mail provider
  // POSTs `List-Unsubscribe=One-Click` (form-encoded, from its own servers, without cookies) and the
  // token in the address alone decides; the body is not needed. Exempt from the cross-site and JSON
  // checks for that reason (see refuseCrossSiteWrites): it reads no session and can only remove the
  // one subscription its token names. Not rate-limited per address: a provider posts for many
  // subscribers from few addresses, and a token signed with a 256-bit key cannot be forged.
  router.post(ONE_CLICK_ROUTE, access('public'), validateQuery(SubscriptionTokenSchema), async (ctx) => {
    const { token } = validatedQuery<z.output<typeof SubscriptionTokenSchema>>(ctx);
    ctx.body = { list: await unsubscribe(ctx.services.db.models, ctx.services.keyRing, token) };
  });

  // A person who opens the header's address in a browser gets the unsubscribe page (which asks
  // first): a GET never unsubscribes, so link scanners and previews cannot.
  router.get(ONE_CLICK_ROUTE, access('public'), validateQuery(SubscriptionTokenSchema), async (ctx) => {
    const { token } = validatedQuery<z.output<typeof SubscriptionTokenSchema>>(ctx);
    const subscription = await subscriptionByUnsubscribeToken(ctx.services.db.models, ctx.services.keyRing, token);
    ctx.status = 303;
    ctx.redirect(`${ctx.services.publicUrl()}${unsubscribeUrl(token, subscription?.language ?? DEFAULT_LANGUAGE)}`);
  });
};

/**
 * Staff (`subscriptions:manage`): the list of one list's subscribers, the counts, the CSV export
 * and removal (audited).
 */
const staffSubscriptionRoutes: RouteModule = (router) => {
  router.get(
    '/admin/subscriptions',
    access('subscriptions:manage'),
    validateQuery(AdminSubscriptionListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof AdminSubscriptionListQuerySchema>>(ctx);
      const { db, labels } = ctx.services;
      // Spam subscriptions (the honeypot was filled in) are nobody's: never listed nor exported.
      const live = notExpired(new Date());
      const conditions: WhereOptions[] = [{ list: query.list, spam: false }, live];
      const search = searchCondition(db, labels, { table: db.models.Subscription.name, text: ['email'] }, query.search);
      if (search) conditions.push(search);
      const result = await db.models.Subscription.findAndCountAll({
        where: { [Op.and]: conditions },
        order: ORDER,
        ...pageWindow(query),
      });
      sendPage(
        ctx,
        { items: result.rows.map((row) => presentSubscription(row, ctx.services.keyRing)), total: result.count },
        query,
      );
    },
  );

  // The subscribers are the confirmed ones; pending sign-ups are listed (marked) and counted apart,
  // whatever the list's search.
  router.get(
    '/admin/subscriptions/counts',
    access('subscriptions:manage'),
    validateQuery(OneListQuerySchema),
    async (ctx) => {
      const { list } = validatedQuery<z.output<typeof OneListQuerySchema>>(ctx);
      const { Subscription } = ctx.services.db.models;
      const [confirmed, pending] = await Promise.all([
        Subscription.count({ where: { list, spam: false, confirmedAt: { [Op.ne]: null } } }),
        Subscription.count({
          where: { [Op.and]: [{ list, spam: false, confirmedAt: null }, notExpired(new Date())] },
        }),
      ]);
      ctx.body = { confirmed, pending } satisfies SubscriptionCounts;
    },
  );

  router.get(
    '/admin/subscriptions/export',
    access('subscriptions:manage'),
    validateQuery(OneListQuerySchema),
    async (ctx) => {
      const { list } = validatedQuery<z.output<typeof OneListQuerySchema>>(ctx);
      // Only confirmed subscribers: a pending address has not shown that its owner wants the mail.
      const rows = await ctx.services.db.models.Subscription.findAll({
        where: { list, spam: false, confirmedAt: { [Op.ne]: null } },
        order: ORDER,
      });
      const csv = toCsv(
        EXPORT_HEADER,
        rows.map((row) => [
          row.email,
          row.region,
          row.language,
          row.consentedAt.toISOString(),
          row.confirmedAt?.toISOString() ?? '',
          row.form,
          // Absolute (from PUBLIC_URL, never the request's Host), for the mailings sent from outside this system.
          `${ctx.services.publicUrl()}${unsubscribeUrl(unsubscribeTokenOf(ctx.services.keyRing, row), row.language)}`,
        ]),
      );
      const user = await staffUser(ctx);
      const { db } = ctx.services;
      await recordExport(db, user, { entity: 'subscription', label: `${list}.csv (${rows.length} rows)` });
      sendCsv(ctx, datedCsvName(list, ctx.services.now()), csv);
    },
  );

  router.delete('/admin/subscriptions/:id', access('subscriptions:manage'), async (ctx) => {
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    await db.sequelize.transaction(async (transaction) => {
      const subscription = await db.models.Subscription.findByPk(id, { transaction });
      if (!subscription) throw notFound(NOT_FOUND);
      await subscription.destroy({ transaction });
      await recordAudit(db.models, transaction, user, {
        action: 'delete',
        entity: 'subscription',
        entityId: id,
        label: subscription.email,
      });
    });
    ctx.status = 204;
  });
};

/** The newsletter and regulatory-update subscriptions: the public routes and the staff ones. */
export const subscriptionRoutes: RouteModule = (router) => {
  publicSubscriptionRoutes(router);
  staffSubscriptionRoutes(router);
};
