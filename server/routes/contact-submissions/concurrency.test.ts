import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

const SUBMISSIONS = 200;

describe.each(testDatabaseKinds())('%s: simultaneous contact submissions', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it(`${SUBMISSIONS} at once give ${SUBMISSIONS} rows and no error`, async () => {
    const before = await server.db.models.ContactSubmission.count();
    const client = new ApiClient(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        client.post('/api/contact', {
          fullName: `Concurrent Sender ${i}`,
          email: `sender${i}@example.com`,
          inquiryType: 'other',
          message: `Message number ${i} of a burst.`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.text)).toEqual([]);
    expect(await server.db.models.ContactSubmission.count()).toBe(before + SUBMISSIONS);
    const names = new Set(
      (await server.db.models.ContactSubmission.findAll({ attributes: ['fullName'] })).map((row) => row.fullName),
    );
    for (let i = 0; i < SUBMISSIONS; i += 1) expect(names.has(`Concurrent Sender ${i}`)).toBe(true);
    // Each stored with its two mails (notification and acknowledgement), in its own transaction.
    expect(await server.db.models.OutboxMail.count({ where: { template: 'contact-acknowledgement' } })).toBe(
      SUBMISSIONS,
    );
    expect(await server.db.models.OutboxMail.count({ where: { template: 'contact-notification' } })).toBe(SUBMISSIONS);
  });
});
