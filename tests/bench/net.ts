import { createServer } from 'node:net';
import { get, type Agent } from 'node:http';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** An answer as a load generator receives it: status, Content-Type, the head and the bytes on the wire. */
export interface RawAnswer {
  status: number;
  type: string;
  /** The response's header lines in the order sent, as [name, value]. */
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * GET `url` over node:http without Accept-Encoding, as wrk sends it (fetch would ask for, and undo,
 * compression), so `body` is the uncompressed answer. `agent` keeps one connection for a series.
 */
export function getRaw(
  url: string,
  options: { agent?: Agent; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { agent: options.agent, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const headers: Array<[string, string]> = [];
      for (let at = 0; at < res.rawHeaders.length; at += 2)
        headers.push([res.rawHeaders[at]!, res.rawHeaders[at + 1]!]);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}
