import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMail } from '../../tests/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/helpers/databases';
import { startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp';
import { openMigratedDatabase } from '../bootstrap';
import { openDatabase, type Database } from '../db';
import { KeyRing } from '../key-ring';
import { createLogger } from '../logger';
import type { OutboxMailModel } from '../models';
import { DEFAULT_RETRY_DELAYS_MS, OutboxSender, type SenderOptions } from './sender';
import { smtpTransport, type MailTransport } from './transport';

const quiet = createLogger({ logLevel: 'silent', prettyLogs: false });
/** Retries every 100 ms: the whole schedule runs in a second instead of a day. */
const FAST: SenderOptions = { retryDelaysMs: Array<number>(30).fill(100), pollMs: 100 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (or fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

/** A transport that sends through `inner` after `gate` opens (a relay that is slow to answer). */
function gatedTransport(inner: MailTransport) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const started: number[] = [];
  const transport: MailTransport = {
    async send(mail) {
      started.push(mail.id);
      await gate;
      return inner.send(mail);
    },
    close: () => inner.close(),
  };
  return { transport, started, open };
}

describe('the default retry schedule', () => {
  it('doubles from a minute, at most four hours apart, and spans about a day', () => {
    expect(DEFAULT_RETRY_DELAYS_MS.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(Math.max(...DEFAULT_RETRY_DELAYS_MS)).toBe(4 * 3600_000);
    const total = DEFAULT_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(24 * 3600_000);
    expect(total).toBeGreaterThan(20 * 3600_000);
  });
});

describe.each(testDatabaseKinds())('the outbox sender on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let smtp: TestSmtpServer;
  const senders: OutboxSender[] = [];

  const sender = (options: SenderOptions = FAST, transport: MailTransport = smtpTransport(smtp.url), on = db) => {
    const created = new OutboxSender(
      on,
      transport,
      quiet,
      new KeyRing(['sender-test-session-key-0123456789abcdef']),
      options,
    );
    senders.push(created);
    return created;
  };
  const reload = (mail: OutboxMailModel) => db.models.OutboxMail.findByPk(mail.id, { rejectOnEmpty: true });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await openMigratedDatabase({ database: database.config, dataDir: database.dataDir });
    smtp = await startSmtpServer({ rejectRecipient: (address) => address.startsWith('nobody@') });
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop(1000)));
    await db.models.OutboxMail.destroy({ where: {} });
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp.stop();
    await db.close();
    await database.drop();
  });

  it('sends a queued mail exactly as stored and records it as sent', async () => {
    const mail = await createOutboxMail(db, {
      toName: 'Ana Pérez',
      headers: JSON.stringify({
        'Reply-To': 'reply@example.org',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    });
    sender().start();
    const [received] = await smtp.waitFor(1);
    expect(received!.envelopeTo).toEqual([mail.toAddress]);
    expect(received!.parsed.messageId).toBe(mail.messageId);
    expect(received!.parsed.subject).toBe(mail.subject);
    expect(received!.parsed.to).toMatchObject({ value: [{ name: 'Ana Pérez', address: mail.toAddress }] });
    expect(received!.parsed.replyTo?.value[0]?.address).toBe('reply@example.org');
    expect(received!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(received!.parsed.text?.trim()).toBe(mail.text);
    await eventually(async () => (await reload(mail)).status === 'sent');
    expect(await reload(mail)).toMatchObject({ attempts: 1, claimToken: null, leaseExpiresAt: null, lastError: null });
  });

  it('cannot be made to add a header by a line break stored in a mail (nodemailer encodes it)', async () => {
    // Rendering refuses these; a row written some other way must still not inject a header.
    const mail = await createOutboxMail(db, {
      subject: 'Hello\r\nBcc: victim@example.org',
      toName: 'Ana\r\nBcc: victim@example.org',
    });
    sender().start();
    const [received] = await smtp.waitFor(1);
    expect(received!.envelopeTo).toEqual([mail.toAddress]);
    const headerBlock = received!.raw.slice(0, received!.raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(received!.parsed.bcc).toBeUndefined();
  });

  it('keeps mails while the relay is down and sends each once when it is back', async () => {
    await smtp.stop();
    const mails = await Promise.all(Array.from({ length: 5 }, () => createOutboxMail(db)));
    try {
      sender().start();
      // Tried, refused, waiting for the next try: none lost.
      await eventually(async () => {
        const rows = await db.models.OutboxMail.findAll();
        return rows.every((row) => row.status === 'queued' && row.attempts >= 2);
      });
      const waiting = await reload(mails[0]!);
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
    await smtp.waitFor(5);
    await eventually(async () => (await db.models.OutboxMail.count({ where: { status: 'sent' } })) === 5);
    await sleep(400);
    const ids = smtp.received.map((mail) => mail.parsed.messageId).sort();
    expect(ids).toEqual(mails.map((mail) => mail.messageId).sort());
  });

  it('marks a mail the relay refuses as failed, with its answer, once the retries are spent', async () => {
    const refused = await createOutboxMail(db, { toAddress: 'nobody@example.org' });
    const fine = await createOutboxMail(db);
    sender({ retryDelaysMs: [50, 50], pollMs: 50 }).start();
    await eventually(async () => (await reload(refused)).status === 'failed');
    const failed = await reload(refused);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/^550 .*No such user here/);
    expect(failed.claimToken).toBeNull();
    expect((await reload(fine)).status).toBe('sent');
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([fine.toAddress]);
  });

  it('waits for a mail whose retry is not due yet', async () => {
    const later = await createOutboxMail(db, { nextAttemptAt: new Date(Date.now() + 600) });
    const s = sender();
    s.start();
    await sleep(300);
    expect(smtp.received).toHaveLength(0);
    await smtp.waitFor(1);
    await eventually(async () => (await reload(later)).status === 'sent');
  });

  it('is woken by a wake() without waiting for its poll', async () => {
    const s = sender({ ...FAST, pollMs: 60_000 });
    s.start();
    await s.idle();
    await createOutboxMail(db);
    const started = Date.now();
    s.wake();
    await smtp.waitFor(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('on stop finishes the mail being sent and releases the others it claimed', async () => {
    const mails = [];
    for (let i = 0; i < 4; i += 1) mails.push(await createOutboxMail(db));
    const gated = gatedTransport(smtpTransport(smtp.url));
    const s = sender(FAST, gated.transport);
    s.start();
    await eventually(() => Promise.resolve(gated.started.length === 1));
    const stopping = s.stop(5_000);
    gated.open();
    await stopping;
    const rows = await Promise.all(mails.map(reload));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'queued', 'queued', 'queued']);
    // Released untouched: the try did not happen, so it is not counted.
    expect(rows.slice(1).map((row) => [row.attempts, row.claimToken])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    // Another sender (another process, or the next start) sends them.
    sender().start();
    await smtp.waitFor(4);
    await sleep(300);
    expect(smtp.received).toHaveLength(4);
  });

  it('leaves a mail whose sender died mid-send to its lease, then sends it once', async () => {
    const mail = await createOutboxMail(db);
    // The first sender hangs in the relay's dialogue and is abandoned (its process "dies").
    const hanging = gatedTransport(smtpTransport(smtp.url));
    const dying = sender({ ...FAST, leaseMs: 1_000 }, hanging.transport);
    dying.start();
    await eventually(() => Promise.resolve(hanging.started.length === 1));
    await dying.stop(0);
    const held = await reload(mail);
    expect(held.status).toBe('sending');
    expect(held.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const survivor = sender({ ...FAST, leaseMs: 1_000 });
    survivor.start();
    await sleep(300);
    // Not before the lease runs out: the first one might still be sending it.
    expect(smtp.received).toHaveLength(0);
    await smtp.waitFor(1);
    await eventually(async () => (await reload(mail)).status === 'sent');
    expect((await reload(mail)).attempts).toBe(2);
    // The dead sender's late answer changes nothing: its claim token is no longer the mail's.
    hanging.open();
    await sleep(300);
    expect((await reload(mail)).status).toBe('sent');
  });

  it.runIf(kind === 'postgres')(
    'with two senders on two connections pools sends 200 mails, each exactly once',
    async () => {
      const second = await openDatabase(database.config);
      try {
        const rows = await db.models.OutboxMail.bulkCreate(
          Array.from({ length: 200 }, (_, i) => ({
            template: 'contact-acknowledgement',
            language: 'en' as const,
            fromName: 'Chamber',
            fromAddress: 'noreply@chamber.example',
            toName: '',
            toAddress: `reader-${i}@example.com`,
            subject: `Mail ${i}`,
            html: `<p>Mail ${i}</p>`,
            text: `Mail ${i}`,
            headers: '{}',
            messageId: `<bulk-${i}-${Date.now()}@chamber.example>`,
            status: 'queued' as const,
            nextAttemptAt: new Date(),
          })),
        );
        const options = { ...FAST, batchSize: 5 };
        sender(options, smtpTransport(smtp.url), db).start();
        sender(options, smtpTransport(smtp.url), second).start();
        await smtp.waitFor(200, 60_000);
        await eventually(async () => (await db.models.OutboxMail.count({ where: { status: 'sent' } })) === 200);
        await sleep(500);
        const ids = smtp.received.map((mail) => mail.parsed.messageId);
        expect(ids).toHaveLength(200);
        expect(new Set(ids).size).toBe(200);
        expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
        // Both took part (else this proves nothing about two senders).
        expect(await db.models.OutboxMail.count({ where: { attempts: 1 } })).toBe(200);
      } finally {
        await Promise.all(senders.splice(0).map((s) => s.stop(1000)));
        await second.close();
      }
    },
    90_000,
  );
});
