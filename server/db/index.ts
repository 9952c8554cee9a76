import { EventEmitter } from 'node:events';
import { Sequelize, Transaction, type Model, type ModelStatic, type Options } from 'sequelize';
import type { DatabaseConfig } from '../config';
import type { ResourceKind } from '../../shared/resources';
import { initModels, type Models } from '../models';
import { sqliteDriver } from './sqlite-driver';

/** Content whose public lists are cached; a committed write to it emits 'change'. */
export type ContentKind = 'members' | 'events' | 'news' | ResourceKind;

/** An open database: Sequelize, its models, and notice of committed content changes. */
export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'postgres';
  /** Called after a write to members, events, news or a resource collection has been committed. */
  onContentChange(listener: (kind: ContentKind) => void): () => void;
  close(): Promise<void>;
}

function sequelizeFor(config: DatabaseConfig, pool?: Options['pool']): Sequelize {
  if (config.dialect === 'postgres') {
    return new Sequelize(config.url, {
      dialect: 'postgres',
      logging: false,
      pool: pool ?? { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
    });
  }
  return new Sequelize({
    dialect: 'sqlite',
    storage: config.storage,
    dialectModule: sqliteDriver,
    logging: false,
    // Take the write lock when a transaction begins, so two writers queue instead of deadlocking.
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
}

/**
 * Makes one process's SQLite transactions take turns in JavaScript. Each transaction is a connection
 * of its own that begins IMMEDIATE (takes the write lock); a second one waiting for that lock waits
 * in SQLite's busy handler, which sleeps inside one of libuv's four worker threads. A burst of
 * transactions (200 contact submissions at once, each storing its mails with it) would fill every
 * worker with sleepers and starve the one holding the lock. Queued here, the waiting costs nothing,
 * and the order is first come, first served. Only transactions with a callback are queued; one
 * given an outer `transaction` (a savepoint inside it) runs at once. Another process (a backup, the
 * user:create command) still meets the busy timeout as before.
 */
function queueSqliteTransactions(sequelize: Sequelize): void {
  const original = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): Promise<unknown> => {
    const managed = args.some((arg) => typeof arg === 'function');
    const options = args.find((arg): arg is { transaction?: unknown } => typeof arg === 'object' && arg !== null);
    if (!managed || options?.transaction) return original(...args);
    const run = tail.then(() => original(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  Object.assign(sequelize, { transaction: queued });
}

/** Opens (but does not migrate) the configured database. */
export async function openDatabase(
  config: DatabaseConfig,
  options: { pool?: Options['pool'] } = {},
): Promise<Database> {
  const sequelize = sequelizeFor(config, options.pool);
  if (config.dialect === 'sqlite') queueSqliteTransactions(sequelize);
  await sequelize.authenticate();
  const models = initModels(sequelize);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  const watched: [ContentKind, ModelStatic<Model>][] = [
    ['members', models.Member],
    ['events', models.Event],
    ['news', models.NewsArticle],
    ['reports', models.MarketReport],
    ['guides', models.InvestmentGuide],
    ['tools', models.InvestmentTool],
    ['publications', models.Publication],
    ['team', models.TeamMember],
    ['agreements', models.TradeAgreement],
    ['regulatory-updates', models.RegulatoryUpdate],
    ['insights', models.MarketInsight],
    ['tariffs', models.TariffRow],
    ['compliance-sectors', models.ComplianceSector],
    ['offices', models.Office],
  ];
  for (const [kind, model] of watched) {
    const notify = (_instance: unknown, hookOptions: { transaction?: Transaction | null } | undefined) => {
      const transaction = hookOptions?.transaction;
      if (transaction) {
        transaction.afterCommit(() => {
          emitter.emit('change', kind);
        });
      } else {
        emitter.emit('change', kind);
      }
    };
    for (const hook of ['afterCreate', 'afterUpdate', 'afterDestroy', 'afterRestore', 'afterUpsert'] as const) {
      model.addHook(hook, notify);
    }
    for (const hook of ['afterBulkCreate', 'afterBulkUpdate', 'afterBulkDestroy', 'afterBulkRestore'] as const) {
      model.addHook(hook, (first: unknown, second?: unknown) => {
        const hookOptions = (second ?? first) as { transaction?: Transaction | null };
        notify(undefined, hookOptions);
      });
    }
  }

  return {
    sequelize,
    models,
    dialect: config.dialect,
    onContentChange(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: () => sequelize.close(),
  };
}
