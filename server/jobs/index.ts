import { CacheChanges } from '../cache-changes';
import { newsScheduleJob } from '../content/news-schedule';
import type { Services } from '../context';
import { OutboxSender, type MailTransport, type SenderOptions } from '../mail';
import { NewsletterDispatcher, type DispatcherOptions } from '../newsletters/dispatcher';
import { runRetentionSweep } from '../privacy/retention';
import { calendarAttachments } from '../registrations/registrations';
import { RegistrationReminders, type ReminderOptions } from '../registrations/reminders';
import { Worker, type Job, type Wakeable } from './worker';

/** How often data past its retention period is swept (the first sweep runs at start). */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/** What the jobs of a server process share, and how each is tuned (tests shorten the waits). */
export interface JobsOptions {
  services: Pick<Services, 'db' | 'logger' | 'mail' | 'keyRing' | 'now' | 'publicUrl' | 'cache'>;
  /** How mail leaves this process; without one there is no sender and mail waits in the outbox. */
  transport: MailTransport | undefined;
  sender?: SenderOptions | undefined;
  newsletters?: DispatcherOptions | undefined;
  reminders?: ReminderOptions | undefined;
  /** Whether this process sweeps data past its retention period (the server does; test apps do not). */
  retentionSweep?: boolean | undefined;
  /** How often the other processes' changes are read (tests shorten it). */
  cacheChangesPollMs?: number | undefined;
}

/** The background jobs of one server process. */
export interface ServerJobs {
  /** The outbox sender (undefined when this process does not deliver mail). */
  mailSender: OutboxSender | undefined;
  /** The newsletter dispatcher's worker: woken when a send starts. */
  newsletters: Wakeable;
  /** The day-before reminders of events (queued into the outbox whether or not this process delivers). */
  reminders: RegistrationReminders;
  /** Runs a first round of every job now, and wakes the sender after each commit that queued mail. */
  start(): void;
  /** Starts no new round of any job. */
  halt(): void;
  /**
   * Halts every job, lets each round in flight finish within `graceMs` (the mail being sent; mails
   * claimed and not started are released at once), then releases what each job holds.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Sweeps expired sessions, old rate-limit counters, spam and data past its retention period. */
function retentionSweepJob(services: JobsOptions['services']): Job {
  return {
    name: 'retention sweep',
    pollMs: RETENTION_SWEEP_MS,
    async round() {
      await runRetentionSweep(services.db, services.logger);
    },
  };
}

/**
 * The list of background jobs a server process runs, each on a worker of its own. A new job (its
 * `Job` beside the domain code it drives) is added here.
 */
export function createJobs(options: JobsOptions): ServerJobs {
  const { services } = options;
  const { db, logger, mail, cache } = services;
  const mailSender = options.transport
    ? new OutboxSender(db, options.transport, logger, services.keyRing, options.sender)
    : undefined;
  // Newsletters are queued whether or not this process delivers: the outbox keeps them until it can.
  const newsletters = new Worker(new NewsletterDispatcher(db, mail, logger, options.newsletters), logger);
  const reminders = new RegistrationReminders(services, calendarAttachments(services), logger, options.reminders);
  const newsSchedule = new Worker(newsScheduleJob(db, cache, services.now), logger);
  // An article written here may be scheduled sooner than the wait the last round asked for.
  cache.onInvalidate((prefix, source) => {
    if (source === 'write' && 'news'.startsWith(prefix)) newsSchedule.wake();
  });
  const workers: Worker[] = [
    new Worker(new CacheChanges(db, cache, logger, { pollMs: options.cacheChangesPollMs }), logger),
    newsSchedule,
    ...(mailSender ? [mailSender] : []),
    newsletters,
    new Worker(reminders, logger),
    // Its first round runs in the background like every round: a large backlog must not hold up the start.
    ...(options.retentionSweep ? [new Worker(retentionSweepJob(services), logger)] : []),
  ];
  let stopWaking = () => {};
  const halt = () => {
    stopWaking();
    for (const worker of workers) worker.halt();
  };
  return {
    mailSender,
    newsletters,
    reminders,
    start() {
      if (mailSender) stopWaking = mail.onQueued(() => mailSender.wake());
      for (const worker of workers) worker.start();
    },
    halt,
    async stop(graceMs) {
      halt();
      await Promise.all(
        workers.map((worker) =>
          worker.stop(graceMs).catch((err: unknown) => {
            logger.error({ err, job: worker.name }, 'stopping a background job failed');
          }),
        ),
      );
    },
  };
}
