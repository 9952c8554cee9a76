import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_FILE_MAX_BYTES } from '../shared/resources';
import { createHttpServer, HTTP_TIMEOUTS, type HttpTimeouts } from '../server/app';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Short timeouts for the test; production's are HTTP_TIMEOUTS (checked at the end). As in production,
 * the headers timeout comes well before the idle timeout, so a client that stalls in its headers
 * meets the headers timeout (408) and never races the idle timeout (a silent close).
 */
const SHORT: HttpTimeouts = { headersMs: 1000, requestMs: 3000, idleMs: 2000, keepAliveMs: 700, checkIntervalMs: 100 };
/** pino's numeric level for `error`. */
const PINO_ERROR = 50;

const CONTACT = JSON.stringify({
  fullName: 'Ana Perez',
  email: 'slow@example.com',
  organization: 'Andes Export',
  inquiryType: 'membership',
  message: 'We would like to know more about membership.',
});
// ASCII only: its length in characters is its length in bytes.
const contactHead = (length: number) =>
  'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\n\r\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A raw TCP client: sends `parts` (waiting `gapMs` before each part after the first), and resolves
 * when the server closes the connection, with what the server sent and how long after the first
 * byte it closed. Fails after `giveUpMs` if the server keeps the connection open.
 */
function exchange(
  port: number,
  parts: string[],
  gapMs = 0,
  giveUpMs = 8000,
): Promise<{ received: string; closedAfterMs: number; sentAll: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sentAll = false;
    let closed = false;
    const started = Date.now();
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => {
      closed = true;
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started, sentAll });
    });
    void (async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0) await sleep(gapMs);
        if (closed) return;
        socket.write(part);
      }
      sentAll = true;
    })();
  });
}

describe('HTTP timeouts: no client holds a connection open indefinitely', () => {
  let server: TestServer;
  let http: Server;
  let port: number;
  const contacts = () => server.db.models.ContactSubmission.count({ where: { email: 'slow@example.com' } });

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    http = createHttpServer(server.app.requestListener, SHORT).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => http.once('listening', resolve));
    port = (http.address() as AddressInfo).port;
    // The idle timeout also runs while a handler works: the first contact (templates loaded on first
    // use) is sent before the short timeouts apply, so the control below measures the body alone.
    const warm = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CONTACT.replace('slow@', 'warm@'),
    });
    expect(warm.status).toBe(201);
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await server.close();
  });

  it('closes a connection whose body stalls after the headers, within the idle timeout', async () => {
    const { received, closedAfterMs } = await exchange(port, [contactHead(CONTACT.length) + CONTACT.slice(0, 20)]);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.idleMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.idleMs + 1000);
    expect(received).not.toMatch(/^HTTP\/1\.1 2/);
    expect(await contacts()).toBe(0);
  });

  it('answers 408 and closes when the headers stall, within the headers timeout', async () => {
    const { received, closedAfterMs } = await exchange(port, ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n']);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.idleMs);
  });

  it('answers 408 and closes when a body trickles in slower than the request timeout allows', async () => {
    // A byte every 200 ms keeps the connection busy (under the idle timeout) but takes 30 s in all.
    const bytes = [...CONTACT];
    const { received, closedAfterMs, sentAll } = await exchange(port, [contactHead(CONTACT.length), ...bytes], 200);
    expect(sentAll).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.requestMs + 1500);
    expect(await contacts()).toBe(0);
  });

  it('answers 408 and closes when headers trickle in slower than the headers timeout allows', async () => {
    const header = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(40);
    const { received, closedAfterMs, sentAll } = await exchange(port, [...header], 100);
    expect(sentAll).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.headersMs + 1500);
  });

  it('lets a slow body that keeps arriving finish within the request timeout (the control)', async () => {
    const quarter = Math.ceil(CONTACT.length / 4);
    const parts = [0, 1, 2, 3].map((index) => CONTACT.slice(index * quarter, (index + 1) * quarter));
    // 4 gaps of 300 ms: each well under the idle timeout, all of them under the request timeout.
    const { received } = await exchange(port, [contactHead(CONTACT.length), ...parts], 300).catch(() => ({
      received: 'kept open',
    }));
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(await contacts()).toBe(1);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { received, closedAfterMs } = await exchange(port, ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.toLowerCase()).toContain('keep-alive: timeout=');
    // Node keeps the socket 1 s longer than it announces, so a client reusing it at the deadline is safe.
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.keepAliveMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.keepAliveMs + 2000);
  });

  it('logs no error for any of these clients', () => {
    expect(server.logs.filter((line) => (line.level as number) >= PINO_ERROR)).toEqual([]);
  });

  it('uses the documented production timeouts by default, long enough for a 25 MB upload on a slow link', () => {
    const production = createHttpServer(() => undefined);
    expect(production.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(production.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(production.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(production.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    expect(HTTP_TIMEOUTS).toEqual({
      headersMs: 20_000,
      requestMs: 600_000,
      idleMs: 30_000,
      keepAliveMs: 65_000,
      checkIntervalMs: 5_000,
    });
    // The largest upload arrives within the request timeout at 400 kbit/s.
    expect((RESOURCE_FILE_MAX_BYTES * 8) / 400_000).toBeLessThan(HTTP_TIMEOUTS.requestMs / 1000);
    // Node refuses a headers timeout longer than the request timeout; both are checked this often.
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    // Stalled headers meet the headers timeout (408) before the idle timeout closes the socket.
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.idleMs);
  });
});
