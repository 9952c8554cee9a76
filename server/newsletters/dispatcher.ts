import { randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import { DEFAULT_NEWSLETTER_RATE_PER_MINUTE } from '../config';
import type { Database } from '../db';
import type { Job } from '../jobs/worker';
import type { AppLogger } from '../logger';
import { MailHeaderError, type RenderedMail } from '../mail';
import type { Outbox } from '../mail/outbox';
import type { NewsletterModel } from '../models';
import { unsubscribeTokenOf } from '../subscriptions/unsubscribe-links';
import { articleIdsOf } from '../presenters/newsletters';
import { newsletterArticles, newsletterProps } from './content';

/** How fast newsletters enter the outbox. */
export interface DispatcherOptions {
  /** Mails queued per minute (NEWSLETTER_RATE_PER_MINUTE); batches are spread over the minute. */
  ratePerMinute?: number;
  /** The largest batch (one transaction). */
  maxBatch?: number;
  /** The longest wait between two looks for a newsletter being sent (another process's, after a restart). */
  pollMs?: number;
  /** How long a process holds a newsletter it is queuing; one that dies leaves it to another after this. */
  leaseMs?: number;
}

const DEFAULTS = {
  ratePerMinute: DEFAULT_NEWSLETTER_RATE_PER_MINUTE,
  maxBatch: 50,
  pollMs: 30_000,
  leaseMs: 2 * 60_000,
} satisfies Required<DispatcherOptions>;

/**
 * Queues the mails of newsletters being sent (`sending`), a batch at a time at the configured rate,
 * through the outbox (which then delivers them with its own claims and retries). A process claims a
 * newsletter with a token and a lease (one conditional UPDATE, so of several processes one wins);
 * each batch is one transaction that queues the mails, records a delivery per subscriber (unique per
 * newsletter and subscription: nobody gets it twice, whatever happens) and moves the progress mark
 * on, only while the lease is still this process's. When every confirmed subscriber has a delivery,
 * the newsletter is `sent`.
 */
export class NewsletterDispatcher implements Job {
  readonly name = 'newsletter dispatcher';
  readonly pollMs: number;
  private readonly options: Required<DispatcherOptions>;
  private readonly token = randomBytes(16).toString('hex');

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly logger: AppLogger,
    options: DispatcherOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.pollMs = this.options.pollMs;
  }

  private get batchSize(): number {
    return Math.max(1, Math.min(this.options.maxBatch, this.options.ratePerMinute));
  }

  /** The pause after a batch of `count` mails that keeps the rate. */
  private pauseAfter(count: number): number {
    return Math.ceil((count * 60_000) / this.options.ratePerMinute);
  }

  /** One step: a batch of one claimed newsletter; returns the wait before the next step. */
  async round(): Promise<number> {
    const newsletter = await this.claim();
    if (!newsletter) return this.options.pollMs;
    const queued = await this.batch(newsletter);
    return queued === 0 ? 0 : this.pauseAfter(queued);
  }

  /** Leaves the newsletter this process held to another process (the step in progress is done). */
  async release(): Promise<void> {
    await this.db.models.Newsletter.update(
      { dispatchToken: null, dispatchLeaseUntil: null },
      { where: { dispatchToken: this.token } },
    );
  }

  /** A newsletter being sent whose lease is free (or ours), claimed for this process. */
  private async claim(): Promise<NewsletterModel | null> {
    const { Newsletter } = this.db.models;
    const now = new Date();
    const free = {
      status: 'sending',
      deletedAt: null,
      [Op.or]: [{ dispatchToken: this.token }, { dispatchLeaseUntil: null }, { dispatchLeaseUntil: { [Op.lt]: now } }],
    };
    const candidates = await Newsletter.findAll({ where: free, order: [['id', 'ASC']], limit: 5 });
    for (const candidate of candidates) {
      const [count] = await Newsletter.update(
        { dispatchToken: this.token, dispatchLeaseUntil: new Date(now.getTime() + this.options.leaseMs) },
        { where: { ...free, id: candidate.id } },
      );
      if (count === 1) return Newsletter.findByPk(candidate.id);
    }
    return null;
  }

  /** Queues the next batch of a claimed newsletter (or marks it sent); returns the mails queued. */
  private async batch(newsletter: NewsletterModel): Promise<number> {
    const { db } = this;
    const { Subscription, Newsletter, NewsletterDelivery } = db.models;
    const confirmed = {
      list: newsletter.list,
      spam: false,
      confirmedAt: { [Op.ne]: null },
    };
    const subscribers = await Subscription.findAll({
      where: { ...confirmed, id: { [Op.gt]: newsletter.dispatchedThrough } },
      order: [['id', 'ASC']],
      limit: this.batchSize,
    });
    const mine = { id: newsletter.id, dispatchToken: this.token, status: 'sending' };
    if (subscribers.length === 0) {
      await db.sequelize.transaction(async (transaction) => {
        const recipientCount = await NewsletterDelivery.count({ where: { newsletterId: newsletter.id }, transaction });
        await Newsletter.update(
          { status: 'sent', sentAt: new Date(), recipientCount, dispatchToken: null, dispatchLeaseUntil: null },
          { where: mine, transaction },
        );
      });
      return 0;
    }
    // Rendered before the transaction (see Outbox.render): the articles once, then one mail each.
    // A subscription whose stored address cannot head a mail is logged and passed over (the progress
    // mark moves past it), so it never holds up everyone after it.
    const articles = await newsletterArticles(db.models, articleIdsOf(newsletter));
    const mails = new Map<number, RenderedMail>();
    for (const subscriber of subscribers) {
      try {
        mails.set(
          subscriber.id,
          await this.outbox.render({
            to: subscriber.email,
            language: subscriber.language,
            template: 'newsletter',
            props: newsletterProps(newsletter, subscriber.language, articles),
            list: { unsubscribeToken: unsubscribeTokenOf(this.outbox.keyRing, subscriber) },
          }),
        );
      } catch (err) {
        if (!(err instanceof MailHeaderError)) throw err;
        this.logger.error(
          { err, newsletterId: newsletter.id, subscriptionId: subscriber.id },
          'newsletter mail could not be made for this subscriber',
        );
      }
    }
    const last = subscribers[subscribers.length - 1]!.id;
    return db.sequelize.transaction(async (transaction) => {
      // The progress mark moves only while the lease is ours: a process that lost it queues nothing.
      const [owned] = await Newsletter.update(
        { dispatchedThrough: last, dispatchLeaseUntil: new Date(Date.now() + this.options.leaseMs) },
        { where: { ...mine, dispatchedThrough: newsletter.dispatchedThrough }, transaction },
      );
      if (owned === 0) return 0;
      // Those still subscribed and confirmed now (one may have unsubscribed since the read above).
      const still = await Subscription.findAll({
        where: { ...confirmed, id: { [Op.in]: subscribers.map((subscriber) => subscriber.id) } },
        attributes: ['id'],
        transaction,
      });
      const done = new Set(
        (
          await NewsletterDelivery.findAll({
            where: { newsletterId: newsletter.id, subscriptionId: { [Op.in]: still.map((row) => row.id) } },
            attributes: ['subscriptionId'],
            transaction,
          })
        ).map((row) => row.subscriptionId),
      );
      let queued = 0;
      for (const { id } of still) {
        const rendered = mails.get(id);
        if (done.has(id) || !rendered) continue;
        const row = await this.outbox.queue(transaction, rendered);
        await NewsletterDelivery.create(
          { newsletterId: newsletter.id, subscriptionId: id, outboxMailId: row.id },
          { transaction },
        );
        queued += 1;
      }
      return Math.max(queued, 1);
    });
  }
}
