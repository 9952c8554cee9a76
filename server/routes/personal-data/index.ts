import type { PersonalDataErasure, PersonalDataExport } from '../../../shared/personal-data';
import {
  PersonalDataEraseSchema,
  PersonalDataQuerySchema,
  type PersonalDataErase,
  type PersonalDataQuery,
} from '../../../shared/schemas/personal-data';
import { endUserSessions } from '../../auth/session-store';
import { recordAudit, recordEntry, recordExport } from '../../content/audit';
import { LOCKS, lockForTransaction } from '../../db/locks';
import { access, staffUser } from '../../http/access';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import { countsText, findPersonalData, findPersonalRecordsForErasure, summaryOf } from '../../privacy/personal-data';
import { eraseRecords } from '../../privacy/erase-records';
import { assertNotLastActiveAdmin } from '../../users/management';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/admin/personal-data?email=…: everything stored under an address, by kind, with counts.
 * GET /api/admin/personal-data/export?email=…: the same as a JSON file with a readable summary.
 * POST /api/admin/personal-data/erase: anonymises or deletes it in one transaction. Each is
 * recorded in the audit trail.
 *
 * The look-up and export entries keep the address in their label until the person is erased: they
 * record a staff member's own access to a person's data, and answering "who looked at my data, and
 * when" needs the address. The erasure scrubs it from them like from every other entry naming her;
 * the erase entry keeps only the counts: it must not put back into the trail what was just erased.
 */
export const personalDataRoutes: RouteModule = (router) => {
  router.get('/admin/personal-data', access('privacy:manage'), validateQuery(PersonalDataQuerySchema), async (ctx) => {
    const { email } = validatedQuery<PersonalDataQuery>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const data = await findPersonalData(db, email);
    await recordEntry(db.models, user, {
      action: 'look-up',
      entity: 'personal-data',
      entityId: 0,
      label: `${email}: ${countsText(data.counts)}`,
    });
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
      const exportedAt = ctx.services.now();
      await recordExport(db, user, { entity: 'personal-data', label: `${email}: ${countsText(data.counts)}` });
      const body: PersonalDataExport = {
        exportedAt: exportedAt.toISOString(),
        summary: summaryOf(data, exportedAt),
        data,
      };
      // The file name leaves the address out: downloads folders and browser histories keep names.
      ctx.type = 'application/json; charset=utf-8';
      ctx.set(
        'Content-Disposition',
        `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
      );
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
        const records = await findPersonalRecordsForErasure(db, email, transaction);
        const { data } = records;
        const account = data.account ? await models.User.findByPk(data.account.id, { transaction }) : null;
        // Before anything changes: refused, the transaction leaves every record as it was.
        if (account) await assertNotLastActiveAdmin(models, account, transaction);
        const counts = await eraseRecords(db, records, transaction);
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
};
