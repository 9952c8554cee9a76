import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import {
  AdminSpamRegistrationListQuerySchema,
  AdminUserListQuerySchema,
  PasswordResetSchema,
  UserRoleSchema,
  type PasswordReset,
} from '../../../shared/schemas';
import type { Role } from '../../../shared/entities';
import { hashPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/session-store';
import { cancelEmailChanges } from '../../users/email-change';
import { searchCondition } from '../../content/search';
import { conflict, notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import type { Services } from '../../context';
import { oneLine } from '../../mail';
import type { Models, UserModel } from '../../models';
import { readSiteSettings } from '../../settings';
import { presentManagedUser, presentSpamRegistration } from '../../presenters/users';
import { assertNotLastActiveAdmin, changeUser, NO_ROLE_REQUEST_MESSAGE } from '../../users/management';
import { pageWindow, sendPage } from '../../paging';
import type { ApiRouter, RouteModule } from '../../http/router';

/**
 * Gives `target` a role (clearing any request); 409 when that demotes the last active admin. A
 * member representative given another role no longer represents the company.
 */
async function setRole(models: Models, target: UserModel, role: Role, transaction: Transaction): Promise<void> {
  if (role !== 'admin') await assertNotLastActiveAdmin(models, target, transaction);
  await target.update({ role, requestedRole: null, roleRequestedAt: null, memberId: null }, { transaction });
}

/**
 * Tells the person that their role request was approved or declined, in the transaction of the
 * decision (no decision without its mail, no mail without the decision), in the user's language
 * (the site's default for an account that has none).
 */
async function queueRoleRequestMail(
  services: Services,
  transaction: Transaction,
  target: UserModel,
  template: 'role-request-approved' | 'role-request-declined',
  requestedRole: Role,
): Promise<void> {
  const settings = await readSiteSettings(services.db.models, transaction);
  await services.mail.queue(transaction, {
    to: target.email,
    toName: oneLine(target.fullName),
    language: target.language ?? settings.defaultLanguage,
    template,
    props: { fullName: target.fullName, username: target.username, requestedRole, role: target.role },
  });
}

const SPAM_REGISTRATION_NOT_FOUND = 'Spam registration not found';

/**
 * The registrations sent with the honeypot filled in (bots'), never users: GET
 * /api/admin/users/spam-registrations (a page, newest first) and DELETE …/:id. Matched before the
 * /admin/users/:id routes (a literal segment wins over a parameter), though no method and segment
 * count of the two ever meet.
 */
function registerSpamRegistrationRoutes(router: ApiRouter): void {
  router.get(
    '/admin/users/spam-registrations',
    access('settings:manage'),
    validateQuery(AdminSpamRegistrationListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof AdminSpamRegistrationListQuerySchema>>(ctx);
      const { db, labels } = ctx.services;
      const { SpamRegistration } = db.models;
      const search = searchCondition(
        db,
        labels,
        { table: SpamRegistration.name, text: ['username', 'full_name', 'email'] },
        query.search,
      );
      const result = await SpamRegistration.findAndCountAll({
        ...(search ? { where: search } : {}),
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        ...pageWindow(query),
      });
      sendPage(ctx, { items: result.rows.map(presentSpamRegistration), total: result.count }, query);
    },
  );

  router.delete('/admin/users/spam-registrations/:id', access('settings:manage'), async (ctx) => {
    const removed = await ctx.services.db.models.SpamRegistration.destroy({ where: { id: idParam(ctx) } });
    if (removed === 0) throw notFound(SPAM_REGISTRATION_NOT_FOUND);
    ctx.status = 204;
  });
}

/**
 * User management for admins (`settings:manage`) under /api/admin/users: the list; role, approve,
 * decline, deactivate, activate, password and delete, each audited in its own transaction. The
 * last active admin can never be demoted, deactivated or deleted (409). Spam registrations (the
 * register form's honeypot filled in) are no users: never in the list, they have their own.
 */
export const userRoutes: RouteModule = (router) => {
  registerSpamRegistrationRoutes(router);

  router.get('/admin/users', access('settings:manage'), validateQuery(AdminUserListQuerySchema), async (ctx) => {
    const query = validatedQuery<z.output<typeof AdminUserListQuerySchema>>(ctx);
    const { db, labels } = ctx.services;
    const conditions: WhereOptions[] = [];
    if (query.role) conditions.push({ role: query.role });
    if (query.status === 'active') conditions.push({ active: true });
    if (query.status === 'inactive') conditions.push({ active: false });
    if (query.status === 'requests') conditions.push({ requestedRole: { [Op.ne]: null } });
    const search = searchCondition(
      db,
      labels,
      { table: db.models.User.name, text: ['username', 'full_name', 'email'] },
      query.search,
    );
    if (search) conditions.push(search);
    const result = await db.models.User.findAndCountAll({
      where: { [Op.and]: conditions },
      order: [
        ['fullName', 'ASC'],
        ['id', 'ASC'],
      ],
      ...pageWindow(query),
    });
    sendPage(ctx, { items: result.rows.map(presentManagedUser), total: result.count }, query);
  });

  router.post('/admin/users/:id/role', access('settings:manage'), validate(UserRoleSchema), async (ctx) => {
    const { role } = validated<z.output<typeof UserRoleSchema>>(ctx);
    const user = await changeUser(ctx.services.db, await staffUser(ctx), idParam(ctx), 'role', (target, transaction) =>
      setRole(ctx.services.db.models, target, role, transaction),
    );
    ctx.body = presentManagedUser(user);
  });

  router.post('/admin/users/:id/approve', access('settings:manage'), async (ctx) => {
    const user = await changeUser(
      ctx.services.db,
      await staffUser(ctx),
      idParam(ctx),
      'approve',
      async (target, transaction) => {
        const requestedRole = target.requestedRole;
        if (!requestedRole) throw conflict(NO_ROLE_REQUEST_MESSAGE);
        await setRole(ctx.services.db.models, target, requestedRole, transaction);
        await queueRoleRequestMail(ctx.services, transaction, target, 'role-request-approved', requestedRole);
      },
    );
    ctx.body = presentManagedUser(user);
  });

  router.post('/admin/users/:id/decline', access('settings:manage'), async (ctx) => {
    const user = await changeUser(
      ctx.services.db,
      await staffUser(ctx),
      idParam(ctx),
      'decline',
      async (target, transaction) => {
        const requestedRole = target.requestedRole;
        if (!requestedRole) throw conflict(NO_ROLE_REQUEST_MESSAGE);
        await target.update({ requestedRole: null, roleRequestedAt: null }, { transaction });
        await queueRoleRequestMail(ctx.services, transaction, target, 'role-request-declined', requestedRole);
      },
    );
    ctx.body = presentManagedUser(user);
  });

  router.post('/admin/users/:id/deactivate', access('settings:manage'), async (ctx) => {
    const { models } = ctx.services.db;
    const user = await changeUser(
      ctx.services.db,
      await staffUser(ctx),
      idParam(ctx),
      'deactivate',
      async (target, transaction) => {
        if (!target.active) return false;
        await assertNotLastActiveAdmin(models, target, transaction);
        await target.update(
          { active: false, deactivatedAt: new Date(), sessionVersion: target.sessionVersion + 1 },
          { transaction },
        );
        await endUserSessions(models, target.id, { transaction });
        return true;
      },
    );
    ctx.body = presentManagedUser(user);
  });

  router.post('/admin/users/:id/activate', access('settings:manage'), async (ctx) => {
    const user = await changeUser(
      ctx.services.db,
      await staffUser(ctx),
      idParam(ctx),
      'activate',
      async (target, transaction) => {
        if (target.active) return false;
        await target.update({ active: true, deactivatedAt: null }, { transaction });
        return true;
      },
    );
    ctx.body = presentManagedUser(user);
  });

  router.post('/admin/users/:id/password', access('settings:manage'), validate(PasswordResetSchema), async (ctx) => {
    const { password } = validated<PasswordReset>(ctx);
    const actor = await staffUser(ctx);
    const id = idParam(ctx);
    const passwordHash = await hashPassword(password);
    const { models } = ctx.services.db;
    await changeUser(ctx.services.db, actor, id, 'password', async (target, transaction) => {
      // The generated password (if it was one) is gone: nothing is left to remind its user of.
      await target.update(
        { passwordHash, sessionVersion: target.sessionVersion + 1, passwordGenerated: false },
        { transaction },
      );
      await endUserSessions(models, target.id, { transaction });
      // Staff giving someone their account back also stop a move to an address that is not theirs.
      await cancelEmailChanges(models, target.id, ctx.services.now(), transaction);
    });
    ctx.status = 204;
  });

  router.delete('/admin/users/:id', access('settings:manage'), async (ctx) => {
    const { models } = ctx.services.db;
    await changeUser(ctx.services.db, await staffUser(ctx), idParam(ctx), 'delete', async (target, transaction) => {
      await assertNotLastActiveAdmin(models, target, transaction);
      await endUserSessions(models, target.id, { transaction });
      await target.destroy({ transaction });
    });
    ctx.status = 204;
  });
};
