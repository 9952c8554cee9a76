import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/entities';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { migrate, migrateDownAll } from '../migrate';
import { migrations } from '.';
import { signedUnsubscribeLinks } from './20261202-0023-signed-unsubscribe-links';

describe.each(testDatabaseKinds())('the signed-unsubscribe-links migration on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('keeps only the SHA-256 of each stored token, and the links already mailed still unsubscribe', async () => {
    const { sequelize } = server.db;
    await migrateDownAll(sequelize);
    await migrate(sequelize, { to: migrations[migrations.indexOf(signedUnsubscribeLinks) - 1]!.name });
    // Subscriptions as the schema before stored them: the link's token in clear.
    const legacy = { mailed: 'M'.repeat(20) + 'legacy_token-0123456789a', other: 'O'.repeat(43) };
    for (const [email, token] of [
      ['mailed@example.com', legacy.mailed],
      ['other@example.com', legacy.other],
    ]) {
      await sequelize.query(
        `INSERT INTO subscriptions (list, email, region, language, consented_at, token, spam, confirmed_at, created_at, updated_at)
         VALUES ('newsletter', :email, NULL, 'sv', :now, :token, :no, :now, :now, :now)`,
        { replacements: { email, token, no: false, now: new Date() } },
      );
    }
    expect(await migrate(sequelize, { to: signedUnsubscribeLinks.name })).toEqual([signedUnsubscribeLinks.name]);

    const [rows] = await sequelize.query('SELECT * FROM subscriptions ORDER BY email');
    const stored = rows as Record<string, unknown>[];
    expect(Object.keys(stored[0]!)).not.toContain('token');
    expect(stored.map((row) => [row.email, row.legacy_token_hash])).toEqual([
      ['mailed@example.com', createHash('sha256').update(legacy.mailed).digest('hex')],
      ['other@example.com', createHash('sha256').update(legacy.other).digest('hex')],
    ]);
    expect(JSON.stringify(stored)).not.toContain(legacy.mailed);
    // The table's other constraints survive (one subscription per list and address).
    await expect(
      sequelize.query(
        `INSERT INTO subscriptions (list, email, language, consented_at, spam, created_at, updated_at)
         VALUES ('newsletter', 'mailed@example.com', 'en', :now, :no, :now, :now)`,
        { replacements: { no: false, now: new Date() } },
      ),
    ).rejects.toThrow();

    if (kind === 'sqlite') {
      // Rebuilt without the column: every index of the table is made again.
      const [indexes] = await sequelize.query(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'subscriptions' AND sql IS NOT NULL ORDER BY name",
      );
      expect((indexes as { name: string }[]).map((index) => index.name)).toEqual([
        'subscriptions_confirmation_token_hash',
        'subscriptions_confirmed_at',
        'subscriptions_legacy_token_hash',
        'subscriptions_list_consented_at',
        'subscriptions_list_email',
      ]);
    }

    // The link of a mail sent before the upgrade unsubscribes, once; its hash is not a token.
    const anonymous = new ApiClient(server.baseUrl);
    const hash = String(stored[0]!.legacy_token_hash);
    expect((await anonymous.post<ApiError>('/api/unsubscribe', { token: hash })).status).toBe(404);
    const done = await anonymous.post<{ list: string }>('/api/unsubscribe', { token: legacy.mailed });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ list: 'newsletter' });
    expect((await anonymous.post<ApiError>('/api/unsubscribe', { token: legacy.mailed })).status).toBe(404);
    const oneClick = await fetch(`${server.baseUrl}/api/unsubscribe/one-click?token=${legacy.other}`, {
      method: 'POST',
    });
    expect(oneClick.status).toBe(200);
    expect(await server.db.models.Subscription.count()).toBe(0);

    // A new subscription stores no legacy hash.
    await server.db.models.Subscription.create({
      list: 'newsletter',
      email: 'new@example.com',
      region: null,
      language: 'en',
      consentedAt: new Date(),
    });
    expect((await server.db.models.Subscription.findOne())!.legacyTokenHash).toBeNull();

    await migrateDownAll(sequelize);
    expect(await migrate(sequelize)).toEqual(migrations.map((migration) => migration.name));
  });
});
