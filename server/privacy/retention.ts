import { Op, QueryTypes, type Model, type ModelStatic, type Transaction, type WhereOptions } from 'sequelize';
import type { RetentionSettings } from '../../shared/entities';
import type { Database } from '../db';
import type { AppLogger } from '../logger';
import { readSiteSettings } from '../settings';
import { erasedRegistrationValues, stillAddressed } from './erasure';
import { identifiersOf, scrubText, scrubValue } from './mentions';

/**
 * Rows per statement: each batch is its own short statement, so a large backlog (the first sweep
 * after an upgrade, a spam wave) never holds a long lock on a table the site writes to.
 */
export const RETENTION_BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one sweep removed or anonymised, by kind. */
export interface RetentionCounts {
  /** Enquiries marked processed longer ago than `processedEnquiryMonths` (deleted). */
  processedEnquiries: number;
  /** Enquiries sent with the honeypot filled in, older than `spamDays` (deleted). */
  spamEnquiries: number;
  /** Sign-ups sent with the honeypot filled in, older than `spamDays` (deleted). */
  spamRegistrations: number;
  /** Subscriptions sent with the honeypot filled in, older than `spamDays` (deleted). */
  spamSubscriptions: number;
  /** Sessions that expired more than `expiredSessionDays` ago (deleted; an expired one signs no one in). */
  expiredSessions: number;
  /** Rate-limit counters whose window started more than `rateLimitDays` ago (deleted). */
  rateLimits: number;
  /** Registrations of events that ended more than `pastEventRegistrationMonths` ago (anonymised). */
  pastEventRegistrations: number;
  /**
   * Receipts of door check-ins made more than `pastEventRegistrationMonths` ago (deleted): no door
   * computer sends its queue again that late, and the check-ins themselves stay on the registrations.
   */
  doorCheckIns: number;
  /** Outbox mails sent, failed for good or discarded more than `sentMailDays` ago (deleted). */
  sentMails: number;
}

export interface RetentionSweepOptions {
  /** The instant the periods are counted back from (tests pass their own). */
  now?: Date;
  batchSize?: number;
}

/** `now` less `months` calendar months (the 31st of a shorter month rolls into the next, as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** `now` less `days` days. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Runs `act` on the ids of the rows of `model` that match `where`, `batchSize` at a time (lowest ids
 * first), and returns how many rows it changed. `act` repeats `where`, so a row changed between the
 * look and the act (an enquiry reopened) is left alone; another process sweeping at the same time
 * only makes the counts split between the two. A row `act` handled must stop matching `where`.
 */
async function inBatches(
  model: ModelStatic<Model>,
  where: WhereOptions,
  batchSize: number,
  act: (where: WhereOptions) => Promise<number>,
): Promise<number> {
  const key = model.primaryKeyAttribute;
  let total = 0;
  for (;;) {
    const rows = await model.findAll({ attributes: [key], where, order: [[key, 'ASC']], limit: batchSize });
    if (rows.length === 0) return total;
    const ids = rows.map((row) => row.get(key) as string | number);
    total += await act({ [Op.and]: [where, { [key]: ids }] });
    if (rows.length < batchSize) return total;
  }
}

/** Deletes the rows of `model` that match `where`, `batchSize` per statement. */
const deleteInBatches = (model: ModelStatic<Model>, where: WhereOptions, batchSize: number) =>
  inBatches(model, where, batchSize, (batch) => model.destroy({ where: batch }));

/** The fields of an enquiry's or a registration's diff that name the person. */
const PERSON_FIELDS = ['fullName', 'email'] as const;

/**
 * The audit entries about the enquiries or registrations `rows` (of `entity`) lose the sender's name
 * and address, in `transaction`: the entries stay (who processed or checked in what, when), the
 * person they named goes with the record, as in an erasure.
 */
async function scrubAuditOf(
  db: Database,
  entity: 'contact' | 'registration',
  rows: readonly { id: number; fullName: string; email: string }[],
  transaction: Transaction,
): Promise<void> {
  if (rows.length === 0) return;
  const entries = await db.models.AuditEntry.findAll({
    where: { entity, entityId: rows.map((row) => row.id) },
    transaction,
  });
  // A name or address staff corrected is the person's too: the entries' diffs hold the former ones.
  const values = new Map(rows.map((row) => [row.id, [row.fullName, row.email]]));
  for (const entry of entries) {
    for (const field of PERSON_FIELDS) {
      const change = entry.changes?.[field];
      if (change) values.get(entry.entityId)?.push(...change.filter((value) => typeof value === 'string'));
    }
  }
  for (const entry of entries) {
    const identifiers = identifiersOf(values.get(entry.entityId) ?? []);
    await entry.update(
      {
        label: scrubText(entry.label, identifiers).slice(0, 200),
        changes: entry.changes ? scrubValue(entry.changes, identifiers) : null,
      },
      { transaction },
    );
  }
}

/** Deletes the enquiries that match `where`, and their sender from the audit entries about them. */
const deleteEnquiriesInBatches = (db: Database, where: WhereOptions, batchSize: number) =>
  inBatches(db.models.ContactSubmission, where, batchSize, (batch) =>
    db.sequelize.transaction(async (transaction) => {
      const rows = await db.models.ContactSubmission.findAll({
        attributes: ['id', 'fullName', 'email'],
        where: batch,
        transaction,
      });
      await scrubAuditOf(db, 'contact', rows, transaction);
      return db.models.ContactSubmission.destroy({ where: { id: rows.map((row) => row.id) }, transaction });
    }),
  );

/** Deletes rate-limit counters whose window started before `cutoff`, `batchSize` per statement. */
async function deleteRateLimits(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.sequelize.query(
      `DELETE FROM rate_limits WHERE bucket IN
         (SELECT bucket FROM rate_limits WHERE window_start < :cutoff ORDER BY window_start LIMIT :batchSize)`,
      { replacements: { cutoff: cutoff.getTime(), batchSize }, type: QueryTypes.BULKDELETE },
    );
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Anonymises the registrations of events that ended before `cutoff`, `batchSize` at a time, as an
 * erasure does (`erasedRegistrationValues`): the status, attendance and check-in stay, so an event's
 * counts and attendance figures do not change. An anonymised registration's address has no '@',
 * which is what keeps it out of the next sweep.
 */
async function anonymisePastRegistrations(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  const { Event, EventRegistration } = db.models;
  const events = await Event.findAll({
    attributes: ['id'],
    where: { [Op.or]: [{ endDate: { [Op.lt]: cutoff } }, { endDate: null, date: { [Op.lt]: cutoff } }] },
  });
  if (events.length === 0) return 0;
  const where = { eventId: events.map((event) => event.id), ...stillAddressed('email') };
  const values = erasedRegistrationValues(db.sequelize);
  return inBatches(EventRegistration, where, batchSize, (batch) =>
    db.sequelize.transaction(async (transaction) => {
      const rows = await EventRegistration.findAll({
        attributes: ['id', 'fullName', 'email'],
        where: batch,
        transaction,
      });
      await scrubAuditOf(db, 'registration', rows, transaction);
      const [updated] = await EventRegistration.update(values, {
        where: { [Op.and]: [batch, { id: rows.map((row) => row.id) }] },
        transaction,
      });
      return updated;
    }),
  );
}

/**
 * One retention sweep: deletes (or, for past events' registrations, anonymises) what is older than
 * the periods of the site settings, and logs one line per kind with its count (at info when it
 * removed something, at debug when not, so an hourly sweep does not fill the log with zeros).
 * Every step is idempotent, so several processes on one PostgreSQL database may sweep at once.
 */
export async function runRetentionSweep(
  db: Database,
  logger: Pick<AppLogger, 'info' | 'debug'>,
  options: RetentionSweepOptions = {},
): Promise<RetentionCounts> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const { retention } = await readSiteSettings(db.models);
  const cutoffs = retentionCutoffs(retention, now);
  const { SpamRegistration, Subscription, Session, DoorCheckIn, OutboxMail } = db.models;

  const steps: { kind: keyof RetentionCounts; cutoff: Date; run: () => Promise<number> }[] = [
    {
      kind: 'processedEnquiries',
      cutoff: cutoffs.processedEnquiries,
      run: () =>
        deleteEnquiriesInBatches(
          db,
          {
            processed: true,
            [Op.or]: [
              { processedAt: { [Op.lt]: cutoffs.processedEnquiries } },
              // Marked processed without a time: counted from when it was sent.
              { processedAt: null, submittedAt: { [Op.lt]: cutoffs.processedEnquiries } },
            ],
          },
          batchSize,
        ),
    },
    {
      kind: 'spamEnquiries',
      cutoff: cutoffs.spam,
      run: () => deleteEnquiriesInBatches(db, { spam: true, submittedAt: { [Op.lt]: cutoffs.spam } }, batchSize),
    },
    {
      kind: 'spamRegistrations',
      cutoff: cutoffs.spam,
      run: () => deleteInBatches(SpamRegistration, { createdAt: { [Op.lt]: cutoffs.spam } }, batchSize),
    },
    {
      kind: 'spamSubscriptions',
      cutoff: cutoffs.spam,
      run: () => deleteInBatches(Subscription, { spam: true, createdAt: { [Op.lt]: cutoffs.spam } }, batchSize),
    },
    {
      kind: 'expiredSessions',
      cutoff: cutoffs.expiredSessions,
      run: () => deleteInBatches(Session, { expiresAt: { [Op.lte]: cutoffs.expiredSessions } }, batchSize),
    },
    { kind: 'rateLimits', cutoff: cutoffs.rateLimits, run: () => deleteRateLimits(db, cutoffs.rateLimits, batchSize) },
    {
      kind: 'pastEventRegistrations',
      cutoff: cutoffs.pastEventRegistrations,
      run: () => anonymisePastRegistrations(db, cutoffs.pastEventRegistrations, batchSize),
    },
    {
      kind: 'doorCheckIns',
      cutoff: cutoffs.pastEventRegistrations,
      run: () => deleteInBatches(DoorCheckIn, { createdAt: { [Op.lt]: cutoffs.pastEventRegistrations } }, batchSize),
    },
    {
      kind: 'sentMails',
      cutoff: cutoffs.sentMails,
      // Queued and sending mail is on its way and stays whatever its age; a failed one counts from
      // its last try, a discarded one from when it was discarded.
      run: () =>
        deleteInBatches(
          OutboxMail,
          {
            [Op.or]: [
              { status: 'sent', sentAt: { [Op.lt]: cutoffs.sentMails } },
              { status: 'failed', updatedAt: { [Op.lt]: cutoffs.sentMails } },
              { status: 'discarded', discardedAt: { [Op.lt]: cutoffs.sentMails } },
            ],
          },
          batchSize,
        ),
    },
  ];

  const counts = {} as RetentionCounts;
  for (const { kind, cutoff, run } of steps) {
    const count = await run();
    counts[kind] = count;
    const line = { kind, count, before: cutoff.toISOString() };
    if (count > 0) logger.info(line, 'retention sweep');
    else logger.debug(line, 'retention sweep');
  }
  return counts;
}

/** The instants before which each kind of data is past its retention period. */
export function retentionCutoffs(retention: RetentionSettings, now: Date) {
  return {
    processedEnquiries: monthsBefore(now, retention.processedEnquiryMonths),
    spam: daysBefore(now, retention.spamDays),
    rateLimits: daysBefore(now, retention.rateLimitDays),
    pastEventRegistrations: monthsBefore(now, retention.pastEventRegistrationMonths),
    expiredSessions: daysBefore(now, retention.expiredSessionDays),
    sentMails: daysBefore(now, retention.sentMailDays),
  };
}
