import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type RequestLine } from './logger';

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
