import { Op } from 'sequelize';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import type { RegulatoryUpdate } from '../../../shared/resources';
import {
  AdminRegulatoryUpdateListQuerySchema,
  RegulatoryUpdateInputSchema,
  RegulatoryUpdateUpdateSchema,
  type RegulatoryUpdatePayload,
} from '../../../shared/schemas/resources';
import { recordAudit } from '../../content/audit';
import { publicRegulatoryUpdates, RESOURCE_ORDERS } from '../../content/resource-reads';
import { localize, staffTranslations } from '../../content/translations';
import type { AppContext } from '../../context';
import { conflict, HttpError, notFound, staleVersion } from '../../errors';
import { MailHeaderError, type RenderedMail } from '../../mail';
import { access, staffUser } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import { idParam } from '../../http/params';
import type { RegulatoryUpdateModel } from '../../models';
import { presentManagedRegulatoryUpdate, presentRegulatoryUpdate } from '../../presenters/regulatory-updates';
import { unsubscribeTokenOf } from '../../subscriptions/unsubscribe-links';
import type { RouteModule } from '../../http/router';

const NOT_FOUND = 'Regulatory update not found';
export const REGULATORY_UPDATE_ALREADY_MAILED_MESSAGE =
  'This update was already mailed to its subscribers (perhaps by someone else): it is never mailed twice.';

export const REGULATORY_UPDATE_NO_SUBSCRIBERS_MESSAGE =
  "Nobody has confirmed a subscription to this region's updates yet: nothing was sent. Mail it once someone has.";

/** The staff view of one update as stored now. */
async function managedView(ctx: AppContext, update: RegulatoryUpdateModel) {
  const translations = await staffTranslations(ctx.services.db.models, 'regulatory-updates', [update]);
  return presentManagedRegulatoryUpdate(update, translations.get(update.id)!);
}

/**
 * GET /api/regulatory-updates (newest first), without deleted updates; the staff routes under
 * /api/admin/regulatory-updates, and the mailing of an update to its region's subscribers.
 */
export const regulatoryUpdateRoutes: RouteModule = (router) => {
  router.get(
    '/regulatory-updates',
    access('public'),
    publicList('regulatory-updates', '/api/regulatory-updates', publicRegulatoryUpdates),
  );

  registerManagedRoutes<
    RegulatoryUpdateModel,
    RegulatoryUpdatePayload,
    z.output<typeof AdminRegulatoryUpdateListQuerySchema>
  >(router, {
    path: 'regulatory-updates',
    entity: 'regulatory-update',
    notFoundMessage: NOT_FOUND,
    model: (models) => models.RegulatoryUpdate,
    inputSchema: RegulatoryUpdateInputSchema,
    updateSchema: RegulatoryUpdateUpdateSchema,
    querySchema: AdminRegulatoryUpdateListQuerySchema,
    row: (input) => ({ ...input }),
    label: (update) => update.title,
    present: presentManagedRegulatoryUpdate,
    order: RESOURCE_ORDERS['regulatory-updates'],
    search: { text: ['title', 'description'], codes: [{ column: 'region', vocabulary: 'regions' }] },
    filters: ({ region }) => (region ? [{ region }] : []),
  });

  // Mailing is the last step of publishing an update, so it needs what writing one needs
  // (content:manage), not the newsletter permission: it sends only the update's own text, to the
  // people who asked for that region's updates. Once per update: `mailedAt` is set in the same
  // transaction as the mails are queued, by a statement that only succeeds while it is unset.
  router.post('/admin/regulatory-updates/:id/mail', access('content:manage'), async (ctx) => {
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db, mail } = ctx.services;
    const { RegulatoryUpdate, Subscription } = db.models;
    const update = await RegulatoryUpdate.findOne({ where: { id, deletedAt: null } });
    if (!update) throw notFound(NOT_FOUND);
    if (update.mailedAt) throw conflict(REGULATORY_UPDATE_ALREADY_MAILED_MESSAGE);
    const confirmed = {
      list: 'regulatory-updates' as const,
      region: update.region,
      spam: false,
      confirmedAt: { [Op.ne]: null },
    };
    const subscribers = await Subscription.findAll({ where: confirmed, order: [['id', 'ASC']] });
    // An update mailed to nobody would be marked mailed and never reach those who confirm later.
    if (subscribers.length === 0) throw conflict(REGULATORY_UPDATE_NO_SUBSCRIBERS_MESSAGE);

    // Rendered before the transaction (see Outbox.render): the update in each subscriber's language
    // (its ready translation, else English), then one mail each with its own unsubscribe link.
    const texts = new Map<Language, RegulatoryUpdate>();
    for (const language of new Set(subscribers.map((subscriber) => subscriber.language))) {
      const [text] = await localize(db.models, 'regulatory-updates', [presentRegulatoryUpdate(update)], language);
      texts.set(language, text!);
    }
    // A subscription whose stored address cannot head a mail is logged and passed over: it never
    // keeps the update from everyone else.
    const mails = new Map<number, RenderedMail>();
    for (const subscriber of subscribers) {
      const text = texts.get(subscriber.language)!;
      try {
        mails.set(
          subscriber.id,
          await mail.render({
            to: subscriber.email,
            language: subscriber.language,
            template: 'regulatory-update',
            props: {
              title: text.title,
              description: text.description,
              region: text.region,
              publishedOn: text.publishedOn,
            },
            list: { unsubscribeToken: unsubscribeTokenOf(mail.keyRing, subscriber) },
          }),
        );
      } catch (err) {
        if (!(err instanceof MailHeaderError)) throw err;
        ctx.services.logger.error(
          { err, regulatoryUpdateId: id, subscriptionId: subscriber.id },
          'regulatory update mail could not be made for this subscriber',
        );
      }
    }

    const result = await db.sequelize.transaction(async (transaction) => {
      // At the version read: an edit saved meanwhile would otherwise go out in its older words.
      const [count] = await RegulatoryUpdate.update(
        { mailedAt: new Date() },
        { where: { id, version: update.version, mailedAt: null, deletedAt: null }, transaction },
      );
      const stored = await RegulatoryUpdate.findOne({ where: { id }, transaction });
      if (!stored || stored.deletedAt) throw notFound(NOT_FOUND);
      if (count === 0) {
        if (stored.mailedAt) throw new HttpError(409, REGULATORY_UPDATE_ALREADY_MAILED_MESSAGE);
        throw staleVersion(await managedView(ctx, stored));
      }
      // Those still subscribed and confirmed now (one may have unsubscribed since the read above).
      const still = await Subscription.findAll({
        where: { ...confirmed, id: { [Op.in]: [...mails.keys()] } },
        attributes: ['id'],
        transaction,
      });
      if (still.length === 0) throw conflict(REGULATORY_UPDATE_NO_SUBSCRIBERS_MESSAGE);
      for (const { id: subscriptionId } of still) await mail.queue(transaction, mails.get(subscriptionId)!);
      await recordAudit(db.models, transaction, user, {
        action: 'send',
        entity: 'regulatory-update',
        entityId: id,
        label: stored.title,
      });
      return { stored, recipients: still.length };
    });
    ctx.status = 202;
    ctx.body = { ...(await managedView(ctx, result.stored)), recipients: result.recipients };
  });
};
