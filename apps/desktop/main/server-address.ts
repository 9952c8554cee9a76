/**
 * The server address that staff type on the setup screen: validated into a normalised origin,
 * and checked against the server's GET /api/health. No Electron here: the fetch is injected.
 */
import type { ServerCheck, ServerProblem } from '../bridge';

/** A fetch as Electron's `session.fetch` and Node's `fetch` both provide it. */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** A usable server: its origin (`https://host[:port]`) and whether it is reached over plain http. */
export interface ServerTarget {
  origin: string;
  insecure: boolean;
}

export type ParsedAddress = ({ ok: true } & ServerTarget) | { ok: false; problem: ServerProblem };

/** How long GET /api/health may take, headers and body together. */
export const HEALTH_TIMEOUT_MS = 5000;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Validates an address as typed: `https://host[:port]`, or `http://` to a loopback or private
 * host (flagged insecure). Spaces around it are trimmed. A missing scheme means `https://`
 * (never http: plain http has to be asked for). Refused: credentials, any path but `/`, a query
 * or fragment (even empty), other schemes, and whitespace or backslashes inside.
 */
export function parseServerAddress(input: string): ParsedAddress {
  const invalid = { ok: false, problem: 'invalid' } as const;
  const trimmed = input.trim();
  if (trimmed === '' || /[\s\\]/.test(trimmed) || [...trimmed].some(isControl)) return invalid;

  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  // "host:8443" also starts like a scheme; only http and https are schemes here.
  const hasScheme = scheme === 'http' || scheme === 'https';
  if (scheme !== undefined && !hasScheme && trimmed.slice(scheme.length + 1, scheme.length + 3) === '//')
    return invalid;
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`;
  if (!/^https?:\/\/[^/]/i.test(withScheme)) return invalid;

  // Check the raw text: the URL parser would quietly drop an empty "?" or "#", "user@", or "/.".
  const afterScheme = withScheme.slice(withScheme.indexOf('//') + 2);
  const authorityEnd = afterScheme.search(/[/?#]/);
  const authority = authorityEnd === -1 ? afterScheme : afterScheme.slice(0, authorityEnd);
  const rest = authorityEnd === -1 ? '' : afterScheme.slice(authorityEnd);
  if (authority.includes('@') || (rest !== '' && rest !== '/')) return invalid;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid;
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') return invalid;

  if (url.protocol === 'https:') return { ok: true, origin: url.origin, insecure: false };
  if (!isPrivateHost(url.hostname)) return { ok: false, problem: 'https-required' };
  return { ok: true, origin: url.origin, insecure: true };
}

/**
 * Hosts where plain http is tolerated: localhost, loopback (127.0.0.0/8, ::1), private networks
 * (10/8, 172.16/12, 192.168/16, fc00::/7) and mDNS `*.local` names. `hostname` is as the URL
 * parser normalised it (IPv4 in dotted decimal, IPv6 in brackets, lower case).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || (host.endsWith('.local') && host !== '.local')) {
    return true;
  }
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (host.startsWith('[') && host.endsWith(']')) {
    const ipv6 = host.slice(1, -1);
    if (ipv6 === '::1') return true;
    // fc00::/7: the first 16-bit group is fc00–fdff (the parser writes it without leading zeros).
    return /^f[cd][0-9a-f]{2}:/.test(ipv6);
  }
  return false;
}

/**
 * Validates `address`, then asks `<origin>/api/health` (no cookies, no redirects followed, at most
 * `timeoutMs`): ok only on 200 with `{"status":"ok"}`.
 */
export async function checkServer(
  address: string,
  fetchFn: FetchFn,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<ServerCheck> {
  const parsed = parseServerAddress(address);
  if (!parsed.ok) return parsed;

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  const ask = async (): Promise<'ok' | 'not-chamber'> => {
    const response = await fetchFn(`${parsed.origin}/api/health`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      redirect: 'manual',
      signal: controller.signal,
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return 'not-chamber';
    }
    try {
      const body: unknown = JSON.parse(await response.text());
      return isHealthy(body) ? 'ok' : 'not-chamber';
    } catch (error) {
      // A body that fails mid-way is a network problem; one that is not JSON is someone else's server.
      if (error instanceof SyntaxError) return 'not-chamber';
      throw error;
    }
  };

  try {
    const outcome = await Promise.race([ask(), timeout]);
    if (outcome === 'ok') return { ok: true, server: parsed.origin, insecure: parsed.insecure };
    return { ok: false, problem: outcome === 'timeout' ? 'unreachable' : 'not-chamber' };
  } catch {
    return { ok: false, problem: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function isHealthy(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'ok';
}
