import { randomBytes } from 'node:crypto';
import { Op, Transaction } from 'sequelize';
import type { Database } from '../db';
import type { KeyRing } from '../key-ring';
import type { AppLogger } from '../logger';
import type { OutboxMailModel } from '../models';
import { Worker, type Job } from '../jobs/worker';
import { openSecrets, restoreSecrets } from './secrets';
import { storedHeaders, type MailTransport } from './transport';

/**
 * The waits between tries of a mail that could not be sent: doubling from one minute, at most four
 * hours apart, as many as fit in a day (12 retries over 20¼ hours, 13 tries in all); after the last
 * one the mail is `failed`.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = (() => {
  const delays: number[] = [];
  const day = 24 * 60 * 60 * 1000;
  for (let total = 0, delay = 60_000; total + delay <= day; total += delay, delay = Math.min(delay * 2, 4 * 3600_000)) {
    delays.push(delay);
  }
  return delays;
})();

/** Tunables of the sender; tests shorten them. */
export interface SenderOptions {
  /** The wait after the n-th failed try (its length is the number of retries). */
  retryDelaysMs?: readonly number[];
  /** How long a claim holds a mail: a process that dies while sending leaves it due again after this. */
  leaseMs?: number;
  /** The longest wait between two looks for due mail (retries, expired leases, other processes' mail). */
  pollMs?: number;
  /** Mails claimed at once. */
  batchSize?: number;
}

const DEFAULTS = {
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  leaseMs: 5 * 60_000,
  pollMs: 15_000,
  batchSize: 10,
} satisfies Required<SenderOptions>;

const MIN_WAIT_MS = 50;

/** The reason kept for a failed try: the relay's answer when there is one, on one line, bounded. */
export function failureReason(error: unknown): string {
  const smtp = error as { response?: unknown; message?: unknown; code?: unknown };
  const text =
    typeof smtp.response === 'string' && smtp.response
      ? smtp.response
      : typeof smtp.message === 'string'
        ? smtp.message
        : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'unknown error';
}

/**
 * Sends the outbox: claims due mails (a claim token and a lease, `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL so several processes never claim the same mail), sends them one by one, and records
 * `sent`, or the error and the next try, or `failed` when the tries are spent. Woken after each
 * commit that queued mail, and looks again at least every `pollMs` (due retries, expired leases,
 * mail queued by other processes). On stop, the mail being sent may finish (up to the grace); mails
 * claimed but not started are released at once. One still sending after the grace is left to its
 * lease: another process, or the next start, sends it then.
 */
export class OutboxSender extends Worker {
  constructor(
    db: Database,
    transport: MailTransport,
    logger: AppLogger,
    keyRing: KeyRing,
    options: SenderOptions = {},
  ) {
    super(new OutboxDelivery(db, transport, logger, keyRing, { ...DEFAULTS, ...options }), logger);
  }
}

/** The sender's job: one round claims a batch of due mail and sends it. */
class OutboxDelivery implements Job {
  readonly name = 'mail sender';
  readonly pollMs: number;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly logger: AppLogger,
    private readonly keyRing: KeyRing,
    private readonly options: Required<SenderOptions>,
  ) {
    this.pollMs = options.pollMs;
  }

  async round(signal: AbortSignal): Promise<number> {
    const claimed = await this.claim();
    await this.sendClaimed(claimed, signal);
    // A full batch: more mail may be due at once (and once stopping, no wait matters).
    if (claimed.mails.length >= this.options.batchSize || signal.aborted) return 0;
    return this.nextWait();
  }

  /** Closes the connection to the relay (the worker has stopped). */
  release(): void {
    this.transport.close();
  }

  /** Claims up to a batch of due mails (queued and due, or claimed by someone whose lease ran out). */
  private async claim(): Promise<{ token: string; mails: OutboxMailModel[] }> {
    const { OutboxMail } = this.db.models;
    const token = randomBytes(16).toString('hex');
    const now = new Date();
    const mails = await this.db.sequelize.transaction(async (transaction) => {
      const due = await OutboxMail.findAll({
        attributes: ['id'],
        where: {
          [Op.or]: [
            { status: 'queued', nextAttemptAt: { [Op.lte]: now } },
            { status: 'sending', leaseExpiresAt: { [Op.lte]: now } },
          ],
        },
        order: [
          ['nextAttemptAt', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: this.options.batchSize,
        transaction,
        // PostgreSQL: rows another process is claiming are skipped, not waited for. SQLite ignores
        // it: its transactions take the write lock when they begin, so claims run one at a time.
        lock: Transaction.LOCK.UPDATE,
        skipLocked: true,
      });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await OutboxMail.update(
        {
          status: 'sending',
          claimToken: token,
          leaseExpiresAt: new Date(now.getTime() + this.options.leaseMs),
          attempts: this.db.sequelize.literal('attempts + 1'),
        },
        { where: { id: ids }, transaction },
      );
      return OutboxMail.findAll({ where: { id: ids, claimToken: token }, order: [['id', 'ASC']], transaction });
    });
    return { token, mails };
  }

  private async sendClaimed(
    { token, mails }: { token: string; mails: OutboxMailModel[] },
    signal: AbortSignal,
  ): Promise<void> {
    for (const [index, mail] of mails.entries()) {
      if (signal.aborted) {
        await this.giveBack(
          token,
          mails.slice(index).map((m) => m.id),
        );
        return;
      }
      await this.sendOne(token, mail);
    }
  }

  private async sendOne(token: string, mail: OutboxMailModel): Promise<void> {
    const { OutboxMail } = this.db.models;
    let outcome: { sent: true; response: string } | { sent: false; error: unknown };
    try {
      outcome = { sent: true, response: (await this.transport.send(this.withSecrets(mail))).response };
    } catch (error) {
      outcome = { sent: false, error };
    }
    // Every update names the claim token: a claim that outlived its lease changes nothing.
    const mine = { id: mail.id, claimToken: token };
    if (outcome.sent) {
      await OutboxMail.update(
        // Sent: the secrets have done their work, and the row keeps none.
        { status: 'sent', sentAt: new Date(), claimToken: null, leaseExpiresAt: null, lastError: null, secrets: null },
        { where: mine },
      );
      this.logger.info({ mailId: mail.id, template: mail.template }, 'mail sent');
      return;
    }
    const reason = failureReason(outcome.error);
    const delays = this.options.retryDelaysMs;
    const delay = delays[mail.attempts - 1];
    if (delay === undefined) {
      await OutboxMail.update(
        { status: 'failed', claimToken: null, leaseExpiresAt: null, lastError: reason },
        { where: mine },
      );
      this.logger.warn({ mailId: mail.id, template: mail.template, attempts: mail.attempts, reason }, 'mail failed');
      return;
    }
    await OutboxMail.update(
      {
        status: 'queued',
        nextAttemptAt: new Date(Date.now() + delay),
        claimToken: null,
        leaseExpiresAt: null,
        lastError: reason,
      },
      { where: mine },
    );
    this.logger.info(
      { mailId: mail.id, attempts: mail.attempts, retryInMs: delay, reason },
      'mail not sent; will retry',
    );
  }

  /**
   * The mail as SMTP gets it: its secrets unsealed and put back where their placeholders stand, in
   * a copy that is never saved. Throws (a failed try, retried as any other) when none of this
   * process's session keys opens them: another process, or this one with its keys restored, may.
   */
  private withSecrets(mail: OutboxMailModel): OutboxMailModel {
    if (!mail.secrets) return mail;
    const secrets = openSecrets(this.keyRing, mail.secrets);
    if (!secrets) throw new Error("The mail's links cannot be unsealed with this server's session keys");
    const parts = restoreSecrets(
      { subject: mail.subject, html: mail.html, text: mail.text, headers: storedHeaders(mail) },
      secrets,
    );
    return this.db.models.OutboxMail.build(
      { ...mail.get(), ...parts, headers: JSON.stringify(parts.headers) },
      { isNewRecord: false },
    );
  }

  /** Gives claimed mails back untouched (their try is not counted). */
  private async giveBack(token: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.models.OutboxMail.update(
      {
        status: 'queued',
        claimToken: null,
        leaseExpiresAt: null,
        attempts: this.db.sequelize.literal('attempts - 1'),
      },
      { where: { id: ids, claimToken: token } },
    );
  }

  /** The wait until the next queued mail is due, or `pollMs` at most. */
  private async nextWait(): Promise<number> {
    const wait = this.options.pollMs;
    try {
      const next = await this.db.models.OutboxMail.min<Date | string | null, OutboxMailModel>('nextAttemptAt', {
        where: { status: 'queued' },
      });
      // A short floor: a due mail another process holds locked for a moment is no reason to spin.
      return next ? Math.max(MIN_WAIT_MS, Math.min(wait, new Date(next).getTime() - Date.now())) : wait;
    } catch {
      // The database is away: poll at the usual pace.
      return wait;
    }
  }
}
