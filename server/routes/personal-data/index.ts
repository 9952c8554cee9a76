import { Op, col, fn, where, type Transaction, type WhereOptions } from 'sequelize';
import {
  PERSONAL_DATA_KINDS,
  type PersonalData,
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataKind,
} from '../../../shared/entities';
import {
  PersonalDataEraseSchema,
  PersonalDataQuerySchema,
  type PersonalDataErase,
  type PersonalDataQuery,
} from '../../../shared/schemas/personal-data';
import { endUserSessions } from '../../auth/session-store';
import { recordAudit } from '../../content/audit';
import type { Database } from '../../db';
import { LOCKS, lockForTransaction } from '../../db/locks';
import { access } from '../../middleware/access';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import { ERASED_NAME, erasedAddress, erasedRegistrationValues } from '../../privacy/erasure';
import { assertNotLastActiveAdmin } from '../../users/management';
import { staffUser } from '../managed';
import type { ApiRouter } from '../router';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows whose address `column` is `email` in any letter case (`email` is already lower case). */
const byAddress = (column: string, email: string): WhereOptions => where(fn('lower', col(column)), email);

/** How each kind is named in a summary line and the erase entry's label: one, many. */
const KIND_NAMES: Record<PersonalDataKind, [string, string]> = {
  account: ['user account', 'user accounts'],
  contacts: ['enquiry', 'enquiries'],
  subscriptions: ['subscription', 'subscriptions'],
  registrations: ['event registration', 'event registrations'],
  applications: ['membership application', 'membership applications'],
  invitations: ['invitation', 'invitations'],
  spamRegistrations: ['spam sign-up', 'spam sign-ups'],
  mails: ['mail', 'mails'],
};

const counted = (kind: PersonalDataKind, count: number) => `${count} ${KIND_NAMES[kind][count === 1 ? 0 : 1]}`;

/** "2 enquiries, 1 event registration" (the kinds with any), or "nothing". */
export function countsText(counts: Record<PersonalDataKind, number>): string {
  const parts = PERSONAL_DATA_KINDS.filter((kind) => counts[kind] > 0).map((kind) => counted(kind, counts[kind]));
  return parts.length ? parts.join(', ') : 'nothing';
}

/** Everything stored under `email` (lower case), read in `transaction` when one is given. */
export async function findPersonalData(db: Database, email: string, transaction?: Transaction): Promise<PersonalData> {
  const { models } = db;
  const options = transaction ? { transaction } : {};
  const [account, contacts, subscriptions, registrations, applications, invitations, spamRegistrations, mails] =
    await Promise.all([
      models.User.findOne({ where: byAddress('email', email), ...options }),
      models.ContactSubmission.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.Subscription.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.EventRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.MembershipApplication.findAll({
        where: byAddress('contact_email', email),
        order: [['id', 'ASC']],
        ...options,
      }),
      models.AccountToken.findAll({
        where: { [Op.and]: [{ kind: 'invitation' }, byAddress('email', email)] },
        order: [['id', 'ASC']],
        ...options,
      }),
      models.SpamRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.OutboxMail.findAll({ where: byAddress('to_address', email), order: [['id', 'ASC']], ...options }),
    ]);
  const eventIds = [...new Set(registrations.map((row) => row.eventId))];
  const events = eventIds.length
    ? await models.Event.findAll({ where: { id: { [Op.in]: eventIds } }, ...options })
    : [];
  const eventById = new Map(events.map((event) => [event.id, event]));
  const data: Omit<PersonalData, 'counts'> = {
    email,
    account: account
      ? {
          id: account.id,
          username: account.username,
          fullName: account.fullName,
          role: account.role,
          active: account.active,
          language: account.language,
          memberId: account.memberId,
          lastLoginAt: isoOrNull(account.lastLoginAt),
          createdAt: iso(account.createdAt),
        }
      : null,
    contacts: contacts.map((row) => ({
      id: row.id,
      submittedAt: iso(row.submittedAt),
      fullName: row.fullName,
      organization: row.organization,
      inquiryType: row.inquiryType,
      message: row.message,
      language: row.language,
      processed: row.processed,
      spam: row.spam,
    })),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      list: row.list,
      region: row.region,
      language: row.language,
      consentedAt: iso(row.consentedAt),
      confirmedAt: isoOrNull(row.confirmedAt),
      spam: row.spam,
    })),
    registrations: registrations.map((row) => {
      const event = eventById.get(row.eventId);
      return {
        id: row.id,
        eventId: row.eventId,
        eventTitle: event?.title ?? '',
        eventDate: event ? iso(event.date) : '',
        fullName: row.fullName,
        organization: row.organization,
        attendance: row.attendance,
        language: row.language,
        status: row.status,
        consentedAt: isoOrNull(row.consentedAt),
        cancelledAt: isoOrNull(row.cancelledAt),
        checkedInAt: isoOrNull(row.checkedInAt),
        createdAt: iso(row.createdAt),
      };
    }),
    applications: applications.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      organisationNumber: row.organisationNumber,
      country: row.country,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      message: row.message,
      language: row.language,
      status: row.status,
      consentedAt: iso(row.consentedAt),
      createdAt: iso(row.createdAt),
      spam: row.spam,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    spamRegistrations: spamRegistrations.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      createdAt: iso(row.createdAt),
    })),
    mails: mails.map((row) => ({
      id: row.id,
      template: row.template,
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
  };
  const counts = Object.fromEntries(
    PERSONAL_DATA_KINDS.map((kind) => [kind, kind === 'account' ? (data.account ? 1 : 0) : data[kind].length]),
  ) as Record<PersonalDataKind, number>;
  return { ...data, counts };
}

/** The export's readable part: one English line per kind of record, then what the file holds. */
function summaryOf(data: PersonalData, exportedAt: Date): string[] {
  const lines = [`Personal data stored under ${data.email}, as of ${exportedAt.toISOString()}.`];
  if (data.account) {
    lines.push(`User account "${data.account.username}" (${data.account.fullName}), role ${data.account.role}.`);
  }
  for (const kind of PERSONAL_DATA_KINDS) {
    if (kind !== 'account')
      lines.push(`${KIND_NAMES[kind][1][0]!.toUpperCase()}${KIND_NAMES[kind][1].slice(1)}: ${data.counts[kind]}.`);
  }
  lines.push('The records themselves are in "data", one list per kind; dates are ISO 8601 in UTC.');
  return lines;
}

/**
 * Erases the data under `email` in `transaction`. Enquiries, event registrations and applications
 * keep their rows, dates and states (an event's registration count, the enquiry statistics and an
 * application's decision stay true) but lose who sent them; their spam rows, subscriptions, spam
 * sign-ups, invitations and mails to the address are deleted. The user account is not deleted here
 * (see the erase route: the audit entry must be written first).
 */
async function eraseRecords(
  db: Database,
  data: PersonalData,
  transaction: Transaction,
): Promise<Record<PersonalDataKind, number>> {
  const { models } = db;
  const email = data.email;
  const erased = Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, 0])) as Record<PersonalDataKind, number>;

  for (const row of await models.ContactSubmission.findAll({ where: byAddress('email', email), transaction })) {
    if (row.spam) await row.destroy({ transaction });
    else {
      await row.update(
        { fullName: ERASED_NAME, email: erasedAddress(row.id), organization: null, message: '' },
        { transaction },
      );
    }
    erased.contacts += 1;
  }

  [erased.registrations] = await models.EventRegistration.update(erasedRegistrationValues(db.sequelize), {
    where: byAddress('email', email),
    transaction,
  });

  const applications = await models.MembershipApplication.findAll({
    where: byAddress('contact_email', email),
    transaction,
  });
  for (const row of applications) {
    // The company's own details (name, organisation number, country) are not the person's: they
    // stay, with the decision, for the member the application may have become.
    if (row.spam) await row.destroy({ transaction });
    else {
      await row.update(
        {
          contactName: ERASED_NAME,
          contactEmail: erasedAddress(row.id),
          emailKey: erasedAddress(row.id),
          contactPhone: '',
          message: null,
          honeypot: null,
          version: row.version + 1,
        },
        { transaction },
      );
    }
    erased.applications += 1;
  }

  erased.subscriptions = await models.Subscription.destroy({ where: byAddress('email', email), transaction });
  erased.invitations = await models.AccountToken.destroy({
    where: { [Op.and]: [{ kind: 'invitation' }, byAddress('email', email)] },
    transaction,
  });
  erased.spamRegistrations = await models.SpamRegistration.destroy({
    where: byAddress('email', email),
    transaction,
  });
  // A mail a sender holds right now ('sending') is left to it: deleting the row under it would not
  // stop the transmission, and the sender would fail to record the outcome.
  erased.mails = await models.OutboxMail.destroy({
    where: { [Op.and]: [{ status: { [Op.ne]: 'sending' } }, byAddress('to_address', email)] },
    transaction,
  });
  return erased;
}

/**
 * GET /api/admin/personal-data?email=…: everything stored under an address, by kind, with counts.
 * GET /api/admin/personal-data/export?email=…: the same as a JSON file with a readable summary.
 * POST /api/admin/personal-data/erase: anonymises or deletes it in one transaction. Each is
 * recorded in the audit trail.
 *
 * The look-up and export entries keep the address in their label: they record a staff member's
 * own access to a person's data, and answering "who looked at my data, and when" needs the
 * address. The erase entry keeps only the counts: it must not put back into the trail what was
 * just erased.
 */
export function registerPersonalDataRoutes(router: ApiRouter): void {
  router.get('/admin/personal-data', access('privacy:manage'), validateQuery(PersonalDataQuerySchema), async (ctx) => {
    const { email } = validatedQuery<PersonalDataQuery>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const data = await findPersonalData(db, email);
    await db.sequelize.transaction((transaction) =>
      recordAudit(db.models, transaction, user, {
        action: 'look-up',
        entity: 'personal-data',
        entityId: 0,
        label: `${email}: ${countsText(data.counts)}`,
      }),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  });

  router.get(
    '/admin/personal-data/export',
    access('privacy:manage'),
    validateQuery(PersonalDataQuerySchema),
    async (ctx) => {
      const { email } = validatedQuery<PersonalDataQuery>(ctx);
      const user = await staffUser(ctx);
      const { db } = ctx.services;
      const data = await findPersonalData(db, email);
      const exportedAt = new Date();
      await db.sequelize.transaction((transaction) =>
        recordAudit(db.models, transaction, user, {
          action: 'export',
          entity: 'personal-data',
          entityId: 0,
          label: `${email}: ${countsText(data.counts)}`,
        }),
      );
      const body: PersonalDataExport = {
        exportedAt: exportedAt.toISOString(),
        summary: summaryOf(data, exportedAt),
        data,
      };
      // The file name leaves the address out: downloads folders and browser histories keep names.
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="personal-data-${iso(exportedAt).slice(0, 10)}.json"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = JSON.stringify(body, null, 2);
    },
  );

  router.post(
    '/admin/personal-data/erase',
    access('privacy:manage'),
    validate(PersonalDataEraseSchema),
    async (ctx) => {
      const { email } = validated<PersonalDataErase>(ctx);
      const actor = await staffUser(ctx);
      const { db } = ctx.services;
      const { models } = db;
      const erased = await db.sequelize.transaction(async (transaction) => {
        // The admins lock makes the last-admin check and the account's deletion one step, as in
        // user management (server/users/management.ts).
        await lockForTransaction(db.sequelize, transaction, LOCKS.admins);
        const data = await findPersonalData(db, email, transaction);
        const account = data.account ? await models.User.findByPk(data.account.id, { transaction }) : null;
        // Before anything changes: refused, the transaction leaves every record as it was.
        if (account) await assertNotLastActiveAdmin(models, account, transaction);
        const counts = await eraseRecords(db, data, transaction);
        counts.account = account ? 1 : 0;
        // Not changeUser's 'delete' entry: that one is labelled with the person's name. Written
        // before the account goes, so an admin erasing their own address still has an author.
        await recordAudit(models, transaction, actor, {
          action: 'erase',
          entity: 'personal-data',
          entityId: 0,
          label: `Erased: ${countsText(counts)}`,
        });
        if (account) {
          await endUserSessions(models, account.id, { transaction });
          await account.destroy({ transaction });
        }
        return counts;
      });
      const body: PersonalDataErasure = { erased };
      ctx.body = body;
    },
  );
}
