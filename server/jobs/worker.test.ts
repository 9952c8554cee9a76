import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { Worker, type Job } from './worker';

const quiet = createLogger({ logLevel: 'silent', prettyLogs: false });

/** A round the test ends by hand: `finish(wait)` resolves it, `fail()` rejects it. */
interface PendingRound {
  signal: AbortSignal;
  finish(wait?: number): void;
  fail(error: Error): void;
}

/** A job whose rounds wait for the test, recording each one. */
function manualJob(options: Partial<Pick<Job, 'pollMs' | 'backoffMs'>> = {}) {
  const rounds: PendingRound[] = [];
  const release = vi.fn();
  const job: Job = {
    name: 'test job',
    pollMs: options.pollMs ?? 1_000,
    ...(options.backoffMs === undefined ? {} : { backoffMs: options.backoffMs }),
    round: (signal) =>
      new Promise<number | void>((resolve, reject) => {
        rounds.push({ signal, finish: resolve, fail: reject });
      }),
    release,
  };
  return { job, rounds, release };
}

describe('a background worker', () => {
  const workers: Worker[] = [];
  const worker = (job: Job) => {
    const created = new Worker(job, quiet);
    workers.push(created);
    return created;
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    workers.splice(0).forEach((w) => w.halt());
    vi.useRealTimers();
  });

  it('runs a round at start, then after the wait the round asked for, else after the poll interval', async () => {
    const { job, rounds } = manualJob({ pollMs: 1_000 });
    worker(job).start();
    expect(rounds).toHaveLength(1);
    rounds[0]!.finish(200);
    await vi.advanceTimersByTimeAsync(199);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toHaveLength(2);
    rounds[1]!.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toHaveLength(3);
  });

  it('runs a woken round at once, without waiting for the poll', async () => {
    const { job, rounds } = manualJob({ pollMs: 60_000 });
    const w = worker(job);
    w.start();
    rounds[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    w.wake();
    expect(rounds).toHaveLength(2);
  });

  it('runs once more, and only once, after wakes that came while a round was running', async () => {
    const { job, rounds } = manualJob({ pollMs: 60_000 });
    const w = worker(job);
    w.start();
    w.wake();
    w.wake();
    w.wake();
    expect(rounds).toHaveLength(1);
    rounds[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(2);
    rounds[1]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(2);
  });

  it('never runs two rounds at once', async () => {
    let inFlight = 0;
    let most = 0;
    const job: Job = {
      name: 'counting job',
      pollMs: 10,
      round: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 25));
        inFlight -= 1;
        return 0;
      },
    };
    const w = worker(job);
    w.start();
    for (let i = 0; i < 20; i += 1) {
      w.wake();
      await vi.advanceTimersByTimeAsync(7);
    }
    expect(most).toBe(1);
  });

  it('logs a round that throws with the job name, backs off, and goes on', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger(
      { logLevel: 'info', prettyLogs: false },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const { job, rounds } = manualJob({ pollMs: 1_000, backoffMs: 5_000 });
    const w = new Worker(job, logger);
    workers.push(w);
    w.start();
    rounds[0]!.fail(new Error('database away'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toHaveLength(2);
    expect(lines).toEqual([
      expect.objectContaining({
        job: 'test job',
        retryInMs: 5_000,
        msg: 'background job failed; trying again later',
        err: expect.objectContaining({ message: 'database away' }) as unknown,
      }),
    ]);
    // The next round that succeeds is back on the usual pace.
    rounds[1]!.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toHaveLength(3);
  });

  it('backs off for the poll interval when the job names no backoff, and a wake still runs at once', async () => {
    const { job, rounds } = manualJob({ pollMs: 2_000 });
    const w = worker(job);
    w.start();
    rounds[0]!.fail(new Error('boom'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(rounds).toHaveLength(1);
    w.wake();
    expect(rounds).toHaveLength(2);
  });

  it('on stop lets the round in flight finish, releases after it, and starts no round again', async () => {
    const { job, rounds, release } = manualJob({ pollMs: 100 });
    const w = worker(job);
    w.start();
    let stopped = false;
    const stopping = w.stop(10_000).then(() => (stopped = true));
    expect(rounds[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    expect(release).not.toHaveBeenCalled();
    rounds[0]!.finish(0);
    await stopping;
    expect(release).toHaveBeenCalledOnce();
    w.wake();
    w.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rounds).toHaveLength(1);
  });

  it('on stop waits no longer than the grace for a round that hangs, then releases', async () => {
    const { job, rounds, release } = manualJob();
    const w = worker(job);
    w.start();
    let stopped = false;
    const stopping = w.stop(500).then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(release).toHaveBeenCalledOnce();
    // The late round's end starts nothing.
    rounds[0]!.finish(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toHaveLength(1);
  });

  it('stops at once when idle, releases once however often stopped, and a halted worker takes no wake', async () => {
    const { job, rounds, release } = manualJob();
    const w = worker(job);
    w.start();
    rounds[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([w.stop(), w.stop()]);
    expect(release).toHaveBeenCalledOnce();

    const other = manualJob();
    const halted = worker(other.job);
    halted.halt();
    halted.start();
    halted.wake();
    expect(other.rounds).toHaveLength(0);
  });
});
