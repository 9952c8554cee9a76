import { request as httpRequest } from 'node:http';

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch, except that a `host` header goes out as given. fetch always sends the Host of the URL
 * whatever its headers say, so a test showing that the server ignores a forged Host (absolute links
 * come from PUBLIC_URL) must send it over node:http. Never follows a redirect.
 */
export function fetchWithHost(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Response> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port, path: pathname + search, method: init.method ?? 'GET', headers: init.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
            headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
          const status = incoming.statusCode ?? 0;
          resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** An answer of the server, with the body parsed as JSON when it is JSON. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A minimal HTTP client with a cookie jar, like a browser tab talking to the API. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Sends a request; `json` is sent as a JSON body with the JSON content type. */
  async request<T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Buffer; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | Buffer | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    // A forged Host only reaches the server over node:http (see fetchWithHost).
    const response =
      'host' in headers
        ? await fetchWithHost(this.baseUrl + path, { method, headers, ...(body === undefined ? {} : { body }) })
        : await fetch(this.baseUrl + path, { method, headers, body: body as RequestInit['body'], redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { ...(json === undefined ? {} : { json }), ...(headers ? { headers } : {}) });
  }

  put<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json === undefined ? {} : { json });
  }

  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Posts raw bytes (a file upload) with the given Content-Type (none when omitted). */
  postBytes<T = unknown>(path: string, bytes: Buffer, contentType?: string) {
    return this.request<T>('POST', path, {
      body: bytes,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
  }

  /** Signs in; fails the test if the server refuses. */
  async login(username: string, password: string): Promise<void> {
    const response = await this.post('/api/login', { username, password });
    if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status} ${response.text}`);
  }

  /** A copy of this client with the same cookies (a second tab, or a replayed cookie). */
  clone(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}
