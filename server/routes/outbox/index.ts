import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { MAIL_DELIVERY_HEADER, type OutboxStatus } from '../../../shared/entities';
import { AdminOutboxListQuerySchema, OutboxActionSchema, type OutboxAction } from '../../../shared/schemas';
import { recordAudit } from '../../content/audit';
import { searchCondition } from '../../content/search';
import { HttpError, notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { OutboxMailModel } from '../../models';
import { presentOutboxMail, presentOutboxMailDetail } from '../../presenters/outbox';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

const NOT_FOUND = 'Mail not found';
export const OUTBOX_CHANGED_MESSAGE =
  'This mail changed while you were looking at it (it was sent, retried or discarded). Reload to see it as it is now.';

/** A mail can be retried or discarded while it waits or after it failed, never while or after it is sent. */
const ACTIONABLE: readonly OutboxStatus[] = ['queued', 'failed'];

/** 409 with the mail as it is now, so the admin sees what changed. */
const changed = (mail: OutboxMailModel) =>
  new HttpError(409, OUTBOX_CHANGED_MESSAGE, undefined, undefined, { current: presentOutboxMail(mail) });

/**
 * The outbox for admins (`outbox:manage`): GET /api/admin/outbox (a page, newest first, with the
 * server's delivery state in X-Mail-Delivery), GET …/:id (the rendered mail), POST …/:id/retry and …/:id/discard (a
 * version guard against stale clicks; audited; a discarded mail stays listed).
 */
export const outboxRoutes: RouteModule = (router) => {
  router.get('/admin/outbox', access('outbox:manage'), validateQuery(AdminOutboxListQuerySchema), async (ctx) => {
    const query = validatedQuery<z.output<typeof AdminOutboxListQuerySchema>>(ctx);
    const { db, labels, mailDelivery } = ctx.services;
    const conditions: WhereOptions[] = [];
    if (query.status) conditions.push({ status: query.status });
    const search = searchCondition(
      db,
      labels,
      { table: db.models.OutboxMail.name, text: ['to_address', 'to_name', 'subject'] },
      query.search,
    );
    if (search) conditions.push(search);
    const result = await db.models.OutboxMail.findAndCountAll({
      where: { [Op.and]: conditions },
      // The list never carries the bodies: the detail does.
      attributes: { exclude: ['html', 'text', 'secrets'] },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      ...pageWindow(query),
    });
    // One word beside the page, read with it: the screen says why nothing leaves when delivery is off.
    ctx.set(MAIL_DELIVERY_HEADER, mailDelivery);
    sendPage(ctx, { items: result.rows.map(presentOutboxMail), total: result.count }, query);
  });

  router.get('/admin/outbox/:id', access('outbox:manage'), async (ctx) => {
    const mail = await ctx.services.db.models.OutboxMail.findByPk(idParam(ctx));
    if (!mail) throw notFound(NOT_FOUND);
    ctx.body = presentOutboxMailDetail(mail);
  });

  router.post('/admin/outbox/:id/retry', access('outbox:manage'), validate(OutboxActionSchema), async (ctx) => {
    const { version } = validated<OutboxAction>(ctx);
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db, mail: outbox } = ctx.services;
    const { OutboxMail } = db.models;
    const mail = await db.sequelize.transaction(async (transaction) => {
      // One statement decides: of two admins (or an admin and the sender) at once, one wins.
      const [count] = await OutboxMail.update(
        {
          status: 'queued',
          attempts: 0,
          nextAttemptAt: new Date(),
          version: version + 1,
        },
        { where: { id, version, status: { [Op.in]: [...ACTIONABLE] } }, transaction },
      );
      const stored = await OutboxMail.findByPk(id, { transaction });
      if (!stored) throw notFound(NOT_FOUND);
      if (count === 0) throw changed(stored);
      await recordAudit(db.models, transaction, user, {
        action: 'retry',
        entity: 'outbox',
        entityId: id,
        label: `${stored.toAddress}: ${stored.subject}`,
      });
      return stored;
    });
    outbox.notify();
    ctx.body = presentOutboxMail(mail);
  });

  router.post('/admin/outbox/:id/discard', access('outbox:manage'), validate(OutboxActionSchema), async (ctx) => {
    const { version } = validated<OutboxAction>(ctx);
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const { OutboxMail } = db.models;
    const mail = await db.sequelize.transaction(async (transaction) => {
      const [count] = await OutboxMail.update(
        // A discarded mail is never sent: its secrets go at once.
        { status: 'discarded', discardedAt: new Date(), discardedBy: user.id, version: version + 1, secrets: null },
        { where: { id, version, status: { [Op.in]: [...ACTIONABLE] } }, transaction },
      );
      const stored = await OutboxMail.findByPk(id, { transaction });
      if (!stored) throw notFound(NOT_FOUND);
      if (count === 0) throw changed(stored);
      await recordAudit(db.models, transaction, user, {
        action: 'discard',
        entity: 'outbox',
        entityId: id,
        label: `${stored.toAddress}: ${stored.subject}`,
      });
      return stored;
    });
    ctx.body = presentOutboxMail(mail);
  });
};
