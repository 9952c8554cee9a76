import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { createAppHandler } from '../../apps/desktop/main/app-handler';
import type { SessionFetch } from '../helpers/session-fetch';

/** Node's request headers as a web Headers object. */
function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export interface DesktopHarness {
  /** Where the renderer is served (loopback). */
  url: string;
  /**
   * Takes the server out of reach (the Wi-Fi is gone) or back: while out of reach, every /api
   * request (GET /api/user included) fails as a network error and none reaches the server, while
   * the renderer's own files still load, as they come with the app.
   */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/**
 * The built desktop renderer served over loopback by the main process's own app handler (the
 * function `protocol.handle` runs in Electron), forwarding /api to the real server with a fetch
 * that keeps the session cookie in its own jar, as the window session's cookie store does.
 */
export async function startDesktopHarness(server: string, sessionFetch: SessionFetch): Promise<DesktopHarness> {
  const handler = createAppHandler({
    rendererDir: path.join(inject('desktopDist'), 'renderer'),
    getServer: () => server,
    fetchFn: sessionFetch,
  });
  let offline = false;
  const harness: Server = createServer((req, res) => {
    // Dropped here rather than by the browser's request interception: a request the browser holds
    // for a decision is let through when its page closes, and would reach the server.
    if (offline && /^\/api(\/|$|\?)/.test(req.url ?? '')) {
      req.socket.destroy();
      return;
    }
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url ?? '/'}`, {
      method,
      headers: toHeaders(req.headers),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
    });
    handler(request)
      .then(async (response) => {
        const headers: Record<string, string[]> = {};
        response.headers.forEach((value, name) => (headers[name] ??= []).push(value));
        res.writeHead(response.status, headers);
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  harness.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => harness.once('listening', resolve));
  const { port } = harness.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setOffline: (value) => {
      offline = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        harness.closeAllConnections();
        harness.close(() => resolve());
      }),
  };
}

/**
 * A browser context on the harness with what the preload exposes in the app (`chamberDesktop`:
 * the version and the configured server), recording Content-Security-Policy violations in
 * `window.__violations`.
 */
export async function newDesktopContext(
  browser: Browser,
  harness: DesktopHarness,
  options: { server: string; version: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', baseURL: harness.url });
  await context.addInitScript(
    ({ server, version }) => {
      const info = { version, server, insecure: true };
      const ok = { ok: true, server, insecure: true };
      Object.defineProperty(window, 'chamberDesktop', {
        value: Object.freeze({
          info: () => Promise.resolve(info),
          checkServer: () => Promise.resolve(ok),
          saveServer: () => Promise.resolve(ok),
          // Printing needs the main process; closing its dialog is the one answer a browser can give.
          printAttendees: () => Promise.resolve({ ok: false, reason: 'cancelled' }),
        }),
      });
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as Window & { __violations?: string[] }).__violations ??= [];
        (window as Window & { __violations?: string[] }).__violations!.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    },
    { server: options.server, version: options.version },
  );
  return context;
}
