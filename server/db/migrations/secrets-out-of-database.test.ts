import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../tests/helpers/databases';
import { openDatabase, type Database } from '../index';
import { migrate, migrateDownAll } from '../migrate';
import { migrations } from '.';
import { secretsOutOfDatabase } from './20261202-0021-secrets-out-of-database';

describe.each(testDatabaseKinds())('the secrets-out-of-database migration on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await openDatabase(database.config);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const insertMail = (status: string, token: string) =>
    db.sequelize.query(
      `INSERT INTO outbox_mails (template, language, from_name, from_address, to_name, to_address, subject, html,
         text, headers, message_id, status, attempts, next_attempt_at, version, created_at, updated_at)
       VALUES ('invitation', 'en', 'Chamber', 'noreply@chamber.example', '', :address, 'Invited', :html, :text,
         :headers, :messageId, :status, 1, :now, 1, :now, :now)`,
      {
        replacements: {
          address: `${status}@example.org`,
          html: `<a href="https://chamber.example/auth/invitation?token=${token}">Accept</a>`,
          text: `Accept: https://chamber.example/auth/invitation?token=${token}`,
          headers: JSON.stringify({
            'List-Unsubscribe': `<https://chamber.example/api/unsubscribe/one-click?token=${token}>`,
          }),
          messageId: `<${status}@chamber.example>`,
          status,
          now: new Date(),
        },
      },
    );

  it('blanks the tokens of mail already sent, failed or discarded, keeps those of mail on its way, and notes the old link secret', async () => {
    const before = migrations[migrations.indexOf(secretsOutOfDatabase) - 1]!.name;
    await migrate(db.sequelize, { to: before });
    for (const status of ['sent', 'failed', 'discarded', 'queued'])
      await insertMail(status, `tok-${status}-0123456789`);
    await db.sequelize.query("INSERT INTO app_meta (key, value) VALUES ('registration_link_secret', 'c2VjcmV0')");
    expect(await migrate(db.sequelize, { to: secretsOutOfDatabase.name })).toEqual([secretsOutOfDatabase.name]);

    const mails = await db.models.OutboxMail.findAll({ order: [['id', 'ASC']] });
    for (const mail of mails) {
      const stored = `${mail.html}${mail.text}${mail.headers}`;
      if (mail.status === 'queued') {
        expect(stored).toContain('tok-queued-0123456789');
      } else {
        expect(stored, mail.status).not.toContain(`tok-${mail.status}`);
        expect(mail.text).toBe('Accept: https://chamber.example/auth/invitation?token=(hidden)');
      }
      expect(mail.secrets).toBeNull();
    }
    const cutoff = await db.models.AppMeta.findByPk('registration_link_secret_before');
    expect(Number.isNaN(Date.parse(cutoff!.value))).toBe(false);

    await migrateDownAll(db.sequelize);
    expect(await migrate(db.sequelize)).toEqual(migrations.map((migration) => migration.name));
  });
});
