import { limitPerAddress } from '../../rate-limit';
import { randomBytes } from 'node:crypto';
import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { AdminSubscriptionListQuerySchema, SubscribeSchema, UnsubscribeSchema } from '../../../shared/schemas';
import { recordAudit } from '../../content/audit';
import { searchCondition } from '../../content/search';
import { notFound } from '../../errors';
import { access } from '../../middleware/access';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import { presentSubscription, unsubscribeUrl } from '../../presenters';
import { toCsv } from '../../subscriptions/csv';
import type { Models } from '../../models';
import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import type { SubscriptionList } from '../../../shared/entities';
import { idParam } from '../content';
import { pageOf, pageWindow, staffUser } from '../managed';
import type { ApiRouter } from '../router';

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid or was already used';
const NOT_FOUND = 'Subscription not found';
/** The export's columns, in order. */
export const EXPORT_HEADER = ['email', 'region', 'language', 'consented_at', 'unsubscribe_url'] as const;

/** The one-click unsubscribe address (RFC 8058), under /api. */
export const ONE_CLICK_ROUTE = '/unsubscribe/one-click';

/** Removes the subscription of a token and returns its list; 404 when the token names none (any more). */
async function unsubscribe(models: Pick<Models, 'Subscription'>, token: string): Promise<SubscriptionList> {
  const subscription = await models.Subscription.findOne({ where: { token } });
  // Deleted by token: of two clicks at once, only one removes it; the other gets 404.
  const removed = subscription ? await models.Subscription.destroy({ where: { id: subscription.id, token } }) : 0;
  if (!subscription || removed === 0) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
  return subscription.list;
}

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

const ExportQuerySchema = AdminSubscriptionListQuerySchema.pick({ list: true });

/** Newest consent first; the id breaks ties so pages never overlap. */
const ORDER: [string, string][] = [
  ['consentedAt', 'DESC'],
  ['id', 'DESC'],
];

/**
 * POST /api/subscriptions and POST /api/unsubscribe (anyone); for staff (`subscriptions:manage`)
 * the list of one list's subscribers, removal (audited) and the CSV export.
 */
export function registerSubscriptionRoutes(router: ApiRouter): void {
  router.post(
    '/subscriptions',
    access('public'),
    limitPerAddress('subscribe'),
    validate(SubscribeSchema),
    async (ctx) => {
      const input = validated<z.output<typeof SubscribeSchema>>(ctx);
      const { Subscription } = ctx.services.db.models;
      const row = {
        list: input.list,
        email: input.email,
        region: input.list === 'regulatory-updates' ? input.region : null,
        language: input.language,
        consentedAt: new Date(),
        token: newUnsubscribeToken(),
      };
      if (input.website !== '') {
        // The honeypot was filled in (a bot): stored as spam when the address is new, and an
        // existing subscription (real or spam) is left as it is. Answered like any other.
        await Subscription.bulkCreate([{ ...row, spam: true }], { ignoreDuplicates: true });
      } else {
        // One statement either way (insert, or renew consent and language on the existing row,
        // keeping its token), so the answer and the work are the same whether the address was there
        // or not. A person subscribing an address a bot used makes that row a real subscription.
        await Subscription.upsert(
          { ...row, spam: false },
          {
            conflictFields: ['list', 'email'],
            fields: ['region', 'language', 'consentedAt', 'spam', 'updatedAt'],
            returning: false,
          },
        );
      }
      ctx.status = 202;
      ctx.body = { status: 'subscribed' };
    },
  );

  router.post(
    '/unsubscribe',
    access('public'),
    limitPerAddress('subscribe'),
    validate(UnsubscribeSchema),
    async (ctx) => {
      const { token } = validated<z.output<typeof UnsubscribeSchema>>(ctx);
      ctx.body = { list: await unsubscribe(ctx.services.db.models, token) };
    },
  );

  // RFC 8058 one-click: the address in a list mail's List-Unsubscribe header. The mail provider
  // POSTs `List-Unsubscribe=One-Click` (form-encoded, from its own servers, without cookies) and the
  // token in the address alone decides; the body is not needed. Exempt from the cross-site and JSON
  // checks for that reason (see refuseCrossSiteWrites): it reads no session and can only remove the
  // one subscription its token names. Not rate-limited per address: a provider posts for many
  // subscribers from few addresses, and a 256-bit token cannot be guessed.
  router.post(ONE_CLICK_ROUTE, access('public'), validateQuery(UnsubscribeSchema), async (ctx) => {
    const { token } = validatedQuery<z.output<typeof UnsubscribeSchema>>(ctx);
    ctx.body = { list: await unsubscribe(ctx.services.db.models, token) };
  });

  // A person who opens the header's address in a browser gets the unsubscribe page (which asks
  // first): a GET never unsubscribes, so link scanners and previews cannot.
  router.get(ONE_CLICK_ROUTE, access('public'), validateQuery(UnsubscribeSchema), async (ctx) => {
    const { token } = validatedQuery<z.output<typeof UnsubscribeSchema>>(ctx);
    const subscription = await ctx.services.db.models.Subscription.findOne({ where: { token } });
    ctx.status = 303;
    ctx.redirect(`${ctx.services.publicUrl()}${unsubscribeUrl(token, subscription?.language ?? DEFAULT_LANGUAGE)}`);
  });

  router.get(
    '/admin/subscriptions',
    access('subscriptions:manage'),
    validateQuery(AdminSubscriptionListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof AdminSubscriptionListQuerySchema>>(ctx);
      const { db, labels } = ctx.services;
      // Spam subscriptions (the honeypot was filled in) are nobody's: never listed nor exported.
      const conditions: WhereOptions[] = [{ list: query.list, spam: false }];
      const search = searchCondition(db, labels, { table: db.models.Subscription.name, text: ['email'] }, query.search);
      if (search) conditions.push(search);
      const result = await db.models.Subscription.findAndCountAll({
        where: { [Op.and]: conditions },
        order: ORDER,
        ...pageWindow(query),
      });
      ctx.body = pageOf(result, query, presentSubscription);
    },
  );

  router.get(
    '/admin/subscriptions/export',
    access('subscriptions:manage'),
    validateQuery(ExportQuerySchema),
    async (ctx) => {
      const { list } = validatedQuery<z.output<typeof ExportQuerySchema>>(ctx);
      const rows = await ctx.services.db.models.Subscription.findAll({ where: { list, spam: false }, order: ORDER });
      const csv = toCsv(
        EXPORT_HEADER,
        rows.map((row) => [
          row.email,
          row.region,
          row.language,
          row.consentedAt.toISOString(),
          // Absolute (from PUBLIC_URL, never the request's Host), for the mailings sent from outside this system.
          `${ctx.services.publicUrl()}${unsubscribeUrl(row.token, row.language)}`,
        ]),
      );
      const day = new Date().toISOString().slice(0, 10);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${list}-${day}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = Buffer.from(csv, 'utf8');
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
}
