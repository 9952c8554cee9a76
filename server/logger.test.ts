import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { batchedDestination, createLogger, type BatchedDestination, type RequestLine } from './logger';

function capture(logLevel: 'info' | 'warn') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, logger: createLogger({ logLevel, prettyLogs: false }, sink) };
}

const line: RequestLine = {
  reqId: 'abc-123',
  method: 'GET',
  path: '/api/news/"quoted"\\back\nslash/ünïcødé/😀',
  status: 404,
  durationMs: 1.25,
  userId: 7,
};

describe('the request log line', () => {
  it('is one JSON line with exactly the request fields, whatever the path holds', () => {
    const { lines, logger } = capture('info');
    logger.request(line);
    expect(lines).toHaveLength(1);
    const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(parsed).toEqual({ level: 30, time: parsed.time, ...line, msg: 'request' });
    expect(typeof parsed.time).toBe('number');
  });

  it('writes null for an anonymous request', () => {
    const { lines, logger } = capture('info');
    logger.request({ ...line, userId: null });
    expect((JSON.parse(lines[0] ?? '') as { userId: unknown }).userId).toBeNull();
  });

  it('is not written when the level is above info', () => {
    const { lines, logger } = capture('warn');
    logger.request(line);
    logger.warn('kept');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('kept');
  });
});

describe('the batched destination of the log lines', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chamber-log-'));
    file = path.join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  const flushed = (out: BatchedDestination) =>
    new Promise<string>((resolve, reject) =>
      out.flush((error) => (error ? reject(error) : resolve(readFileSync(file, 'utf8')))),
    );

  it('calls back from flush only once every line written before it is in the file', async () => {
    const out = batchedDestination(fd);
    // Many batches: several are queued behind the one being written when flush is called.
    const lines = Array.from({ length: 3000 }, (_, n) => `{"n":${n},"pad":"${'x'.repeat(100)}"}\n`);
    for (const line of lines) out.write(line);
    expect(await flushed(out)).toBe(lines.join(''));
  });

  it('keeps every character of every line, a line longer than a batch included', async () => {
    const out = batchedDestination(fd);
    const lines = [
      `{"path":"/api/news/ünïcødé/😀"}\n`,
      `{"long":"${'é'.repeat(20_000)}"}\n`,
      ...Array.from({ length: 500 }, (_, n) => `{"n":${n},"text":"ñ€😀"}\n`),
    ];
    for (const line of lines) out.write(line);
    expect(await flushed(out)).toBe(lines.join(''));
  });

  it('calls back at once when nothing is waiting', async () => {
    expect(await flushed(batchedDestination(fd))).toBe('');
  });
});
