import type { AppLogger } from '../logger';

/**
 * A piece of background work a server process repeats: the worker calls `round` again and again,
 * and the job only says what one round does and when the next one is due.
 */
export interface Job {
  /** Names the job in the log. */
  readonly name: string;
  /** The longest wait between two rounds (work queued by other processes, retries come due). */
  readonly pollMs: number;
  /** The wait after a round that threw, instead of what the round would have asked (default `pollMs`). */
  readonly backoffMs?: number;
  /**
   * Does the work due now and resolves with the wait before the next round in milliseconds (none:
   * `pollMs`). An item that fails is the round's to log and pass over, so it never holds up the
   * others; a round that throws is logged and tried again after `backoffMs`. `signal` aborts when
   * the worker stops: take no new item, give back what was claimed and not started.
   */
  round(signal: AbortSignal): Promise<number | void>;
  /** Once stopped and the round in flight is done (or its grace ran out): give back what this process holds. */
  release?(): Promise<void> | void;
}

/** What a worker offers to the code that queues work for it: look now. */
export interface Wakeable {
  wake(): void;
}

/** Runs one job: a round at start, again when woken, else when the round said or `pollMs` passed; never two at once. */
export class Worker implements Wakeable {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly stopping = new AbortController();
  private stopped: Promise<void> | undefined;

  constructor(
    private readonly job: Job,
    private readonly logger: AppLogger,
  ) {}

  /** The job's name (for the log and for whoever lists the jobs). */
  get name(): string {
    return this.job.name;
  }

  /** Runs the first round now, then as woken and as due. */
  start(): void {
    this.wake();
  }

  /**
   * Runs a round now. Wakes while a round runs coalesce into one more round right after it, so
   * work queued during a round is never left for the poll.
   */
  wake(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.again = false;
    this.running = this.runRound().then((wait) => {
      this.running = null;
      if (this.stopping.signal.aborted) return;
      if (this.again) this.wake();
      else this.schedule(wait);
    });
  }

  /** Starts no new round from now on (the round in flight sees its signal aborted). */
  halt(): void {
    clearTimeout(this.timer);
    this.stopping.abort();
  }

  /**
   * Halts, lets the round in flight finish for up to `graceMs`, then releases what the job holds.
   * A round still running after the grace is left to the job's own leases. Calling it again
   * returns the same stop.
   */
  stop(graceMs = 10_000): Promise<void> {
    this.halt();
    this.stopped ??= this.finish(graceMs);
    return this.stopped;
  }

  /** Resolves once no round is in progress (tests: after a wake, wait for its work). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runRound(): Promise<number> {
    try {
      return (await this.job.round(this.stopping.signal)) ?? this.job.pollMs;
    } catch (err) {
      const retryInMs = this.job.backoffMs ?? this.job.pollMs;
      // The database may be away for a moment: the next round tries again.
      this.logger.error({ err, job: this.job.name, retryInMs }, 'background job failed; trying again later');
      return retryInMs;
    }
  }

  private schedule(waitMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.max(0, waitMs));
    // A pending round never keeps the process alive.
    this.timer.unref();
  }

  private async finish(graceMs: number): Promise<void> {
    const running = this.running;
    if (running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
    }
    await this.job.release?.();
  }
}
