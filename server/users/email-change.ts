import { Op, type Transaction } from 'sequelize';
import type { Language } from '../../shared/constants';
import { auditChanges, recordAudit } from '../content/audit';
import type { Services } from '../context';
import { oneLine } from '../mail';
import type { Models, UserModel } from '../models';
import { readSiteSettings } from '../settings';
import { EMAIL_CHANGE_LIFETIME_MS, findLiveToken, invalidLink, newToken, spendToken } from './account-tokens';
import { assertEmailAvailable } from './management';

/*
 * Moving an account to a new e-mail address. The address controls the account (a password reset
 * goes to it), so a session alone cannot change it: PUT /api/user checks the current password and
 * only mails a link to the new address; the address changes when that link's page is confirmed
 * (a POST: opening the link, or a mail scanner fetching it, changes nothing). The old address is
 * told of the request and of the change, with no link in either mail.
 */

/** Live: neither spent nor revoked (`expiresAt` is checked where the time matters). */
const OPEN_EMAIL_CHANGE = { kind: 'email-change', usedAt: null, revokedAt: null } as const;

/** The new address `userId` asked for and has not confirmed yet (the newest live link's), or null. */
export async function pendingEmailOf(
  models: Pick<Models, 'AccountToken'>,
  userId: number,
  now: Date,
  transaction?: Transaction,
): Promise<string | null> {
  const row = await models.AccountToken.findOne({
    where: { ...OPEN_EMAIL_CHANGE, userId, expiresAt: { [Op.gt]: now } },
    order: [['id', 'DESC']],
    ...(transaction ? { transaction } : {}),
  });
  return row?.email ?? null;
}

/** The language of the mails `user` is sent: their own, or the site's default. */
async function mailLanguageOf(services: Services, user: UserModel, transaction: Transaction): Promise<Language> {
  return user.language ?? (await readSiteSettings(services.db.models, transaction)).defaultLanguage;
}

/**
 * Inside `transaction`: ends `user`'s earlier links (only the newest request counts), stores a new
 * link for `email`, mails it there and tells the current address. Whether another account has
 * `email` is not checked here: the answer is the same either way (no one learns which addresses
 * are registered), and the confirmation checks it, when the address is about to be taken.
 */
export async function requestEmailChange(
  services: Services,
  transaction: Transaction,
  user: UserModel,
  email: string,
): Promise<void> {
  const { db, mail, now } = services;
  const at = now();
  await cancelEmailChanges(db.models, user.id, at, transaction);
  const language = await mailLanguageOf(services, user, transaction);
  const { token, hash } = newToken();
  await db.models.AccountToken.create(
    {
      kind: 'email-change',
      tokenHash: hash,
      userId: user.id,
      email,
      language,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_LIFETIME_MS),
      createdBy: user.id,
    },
    { transaction },
  );
  const toName = oneLine(user.fullName);
  await mail.queue(transaction, {
    to: email,
    toName,
    language,
    template: 'email-change-confirm',
    props: { fullName: user.fullName, username: user.username, token },
  });
  await mail.queue(transaction, {
    to: user.email,
    toName,
    language,
    template: 'email-change-requested',
    props: { fullName: user.fullName, username: user.username, newEmail: email },
  });
}

/** The live link of `token` and the active account it moves, or the one 400 of a dead link. */
export async function liveEmailChange(
  models: Pick<Models, 'AccountToken' | 'User'>,
  token: string,
  now: Date,
  transaction?: Transaction,
) {
  const row = await findLiveToken(models, 'email-change', token, now, transaction);
  const user = row?.userId ? await models.User.findByPk(row.userId, transaction ? { transaction } : {}) : null;
  if (!row || !user || !user.active) throw invalidLink();
  return { row, user };
}

/**
 * Spends `token` and moves its account to the new address, in one transaction with the audit entry
 * and the notice to the old address. 409 when another account took the address meanwhile (the
 * link stays unspent: nothing changed). The holder of the link acts for the account.
 */
export async function confirmEmailChange(services: Services, token: string): Promise<UserModel> {
  const { db, mail, now } = services;
  return db.sequelize.transaction(async (transaction) => {
    const at = now();
    const { row, user } = await liveEmailChange(db.models, token, at, transaction);
    await assertEmailAvailable(db.models, row.email, user.id, transaction);
    if (!(await spendToken(db.models, row, at, transaction))) throw invalidLink();
    const before = user.get({ plain: true, clone: true });
    const oldEmail = user.email;
    await user.update({ email: row.email }, { transaction });
    await recordAudit(db.models, transaction, user, {
      action: 'update',
      entity: 'user',
      entityId: user.id,
      label: user.fullName,
      changes: auditChanges(before, user.get({ plain: true }), ['email']),
    });
    if (oldEmail !== row.email) {
      await mail.queue(transaction, {
        to: oldEmail,
        toName: oneLine(user.fullName),
        language: await mailLanguageOf(services, user, transaction),
        template: 'email-changed',
        props: { fullName: user.fullName, username: user.username, newEmail: row.email },
      });
    }
    return user;
  });
}

/**
 * Ends `userId`'s pending e-mail change, inside `transaction`: a new password (changed or reset) is
 * what the old address's notice tells its owner to set when the request was not theirs.
 */
export async function cancelEmailChanges(
  models: Pick<Models, 'AccountToken'>,
  userId: number,
  at: Date,
  transaction: Transaction,
): Promise<void> {
  await models.AccountToken.update({ revokedAt: at }, { where: { ...OPEN_EMAIL_CHANGE, userId }, transaction });
}
