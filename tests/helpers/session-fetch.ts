/**
 * A fetch with its own cookie jar, standing in for the desktop window session's `fetch`: the
 * session cookie the server sets is kept here (as in Electron's cookie store for the server's
 * origin) and sent back on later requests, never handed to the page.
 */
export interface SessionFetch {
  (url: string, init: RequestInit): Promise<Response>;
  /** The cookies kept, by name. */
  readonly jar: Map<string, string>;
}

/** A new jar-keeping fetch. */
export function createSessionFetch(): SessionFetch {
  const jar = new Map<string, string>();
  const sessionFetch = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const answer = await fetch(url, { ...init, headers });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return answer;
  };
  return Object.assign(sessionFetch, { jar });
}
