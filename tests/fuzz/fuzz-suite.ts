import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../shared/constants';
import { accessRuleOf } from '../../server/http/access';
import {
  createContactSubmission,
  createEvent,
  createMember,
  createNewsArticle,
  createSpamRegistration,
  createSubscription,
  createUser,
  eventInput,
  FACTORY_PASSWORD,
  memberInput,
  newsInput,
  settingsInput,
} from '../factories';
import type { DatabaseKind } from '../helpers/databases';
import { ApiClient, type ApiResponse } from '../helpers/http';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Malformed requests to every endpoint. Passes when no answer is 5xx, every rejected write left the
 * database as it was, no protected route answered an unauthorised caller, and accepted text comes
 * back byte for byte. One file per database (./sqlite.test.ts, ./postgres.test.ts), so the two run
 * side by side: each takes minutes.
 */

const LONG = 'x'.repeat(100_000);
const FOUR_BYTE = 'Företag 🚢🇸🇪 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀';
const SQL_META = `O'Brien"; DROP TABLE members; -- %_\\`;
const HTML_META = `<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"`;

/** Values that are wrong for almost any field. */
const WRONG_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  Number.MAX_VALUE,
  1.5,
  true,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, 2, 3] } },
  '',
  ' ',
  LONG,
  'with\u0000nul',
  '2026-13-45T99:99:99Z',
  'javascript:alert(1)',
];

/** Text that a field accepting free text must store exactly. */
const ROUND_TRIP_TEXTS = [FOUR_BYTE, SQL_META, HTML_META];

/** Bodies that are not a JSON object at all, with their content type. */
const RAW_BODIES: ReadonlyArray<{ body: string | Buffer; type?: string }> = [
  { body: '{"unterminated": ', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '42', type: 'application/json' },
  { body: '"a string"', type: 'application/json' },
  { body: '[1,2,3]', type: 'application/json' },
  {
    body: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}',
    type: 'application/json',
  },
  { body: '{"a": "\\u0000"}', type: 'application/json' },
  { body: '<xml>not json</xml>', type: 'application/xml' },
  { body: '{"name": "form"}', type: 'text/plain' },
  { body: 'name=form&role=admin', type: 'application/x-www-form-urlencoded' },
  { body: '{"name": "no type"}' },
  { body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22]), type: 'application/json' },
  { body: `{"big": "${'y'.repeat(JSON_BODY_LIMIT_BYTES + 10)}"}`, type: 'application/json' },
];

/** Path parameters that name nothing sensible. */
const WRONG_IDS = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '%00',
  '1%20OR%201%3D1',
  "1'--",
  '__proto__',
  '%2e%2e',
];

/**
 * Tables whose content a rejected write must not change (sessions and rate-limit counters may, and
 * so may the audit trail by the entries that record a refusal: a refused sign-in, a lockout).
 */
const TABLES = [
  'members',
  'events',
  'news_articles',
  'contact_submissions',
  'users',
  'subscriptions',
  'spam_registrations',
  'audit_entries',
  'app_meta',
];

interface Route {
  method: string;
  path: string;
  rule: string;
}

export function fuzzSuite(kind: DatabaseKind): void {
  describe(`fuzz on ${kind}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let viewer: ApiClient;
    let routes: Route[];
    /** A real id for each kind of path parameter. */
    const realIds = new Map<string, number>();
    const ADMIN_NAME = 'fuzz.admin';

    async function snapshot(): Promise<string> {
      const parts: string[] = [];
      for (const table of TABLES) {
        const refusals = table === 'audit_entries' ? ` WHERE action NOT IN ('sign-in-failed', 'lockout')` : '';
        const [rows] = await server.db.sequelize.query(`SELECT * FROM ${table}${refusals} ORDER BY 1`);
        parts.push(JSON.stringify(rows));
      }
      const [images] = await server.db.sequelize.query('SELECT id FROM images ORDER BY 1');
      parts.push(JSON.stringify(images));
      return parts.join('\n');
    }

    /** The valid body of a write route, which the mutations start from. */
    function validBody(route: Route): Record<string, unknown> {
      const key = `${route.method} ${route.path}`;
      if (/^(POST|PUT) \/api\/admin\/members/.test(key)) return { ...memberInput(), version: 1 };
      if (/^(POST|PUT) \/api\/admin\/events/.test(key)) return { ...eventInput(), version: 1 };
      if (/^(POST|PUT) \/api\/admin\/news/.test(key)) return { ...newsInput(), version: 1 };
      const bodies: Record<string, Record<string, unknown>> = {
        'POST /api/login': { username: 'nobody.here', password: 'wrong-password-1' },
        'POST /api/register': {
          username: 'fuzzed.user',
          password: 'a-long-password-1',
          fullName: 'Fuzzed User',
          email: 'fuzzed@example.com',
          role: 'viewer',
          website: '',
        },
        'POST /api/contact': {
          fullName: 'Fuzz Sender',
          email: 'fuzz@example.com',
          organization: 'Fuzz AB',
          inquiryType: 'other',
          message: 'A message from the fuzz test.',
        },
        'POST /api/subscriptions': { list: 'newsletter', email: 'fuzz.reader@example.com', language: 'en' },
        'POST /api/unsubscribe': { token: 'a'.repeat(43) },
        'PUT /api/user': { fullName: 'Fuzz Admin', email: 'fuzz.admin@example.com' },
        'POST /api/user/password': {
          currentPassword: 'not-the-current-one',
          newPassword: 'another-long-password',
          confirmPassword: 'another-long-password',
        },
        'PUT /api/admin/settings': settingsInput(),
        'POST /api/admin/users/:id/role': { role: 'editor' },
        'POST /api/admin/users/:id/password': {
          password: 'a-new-long-password',
          confirmPassword: 'a-new-long-password',
        },
      };
      return bodies[key] ?? {};
    }

    /** The route's path with each parameter replaced by `id` (or its real id). */
    function pathWith(route: Route, id?: string): string {
      return route.path.replace(/:(\w+)/g, () => id ?? String(realIds.get(route.path) ?? 1));
    }

    /**
     * Keeps the admin signed in as the admin: an accepted password change ends the session, and an
     * accepted registration or sign-in on this client switches it to that user.
     */
    async function ensureAdmin(): Promise<void> {
      const current = await admin.get<{ username?: string }>('/api/user');
      if (current.status === 200 && current.body.username === ADMIN_NAME) return;
      admin = new ApiClient(server.baseUrl);
      await admin.login(ADMIN_NAME, FACTORY_PASSWORD);
      known = undefined;
    }

    const failures: string[] = [];
    /**
     * The database as the last refused write left it, which is as it was before that write: the
     * next write compares with it instead of reading every table again. Anything that may change the
     * database (an accepted write, a read, a sign-in) forgets it.
     */
    let known: string | undefined;

    /** Sends one request as `client`, checking the invariants; returns the answer. */
    async function probe(
      client: ApiClient,
      method: string,
      path: string,
      options: { json?: unknown; body?: string | Buffer; headers?: Record<string, string> },
      label: string,
    ): Promise<ApiResponse | undefined> {
      const write = method !== 'GET' && method !== 'HEAD';
      const before = write ? (known ?? (await snapshot())) : '';
      known = undefined;
      let answer: ApiResponse;
      try {
        answer = await client.request(method, path, options);
      } catch (error) {
        failures.push(`${label}: ${method} ${path} → no answer (${String(error)})`);
        return undefined;
      }
      if (answer.status >= 500)
        failures.push(`${label}: ${method} ${path} → ${answer.status} ${answer.text.slice(0, 200)}`);
      // A page of the site (a path that only looks like the API's) is HTML with words such as "select"
      // in its markup: there, only a statement, a driver's error or a stack frame is a leak.
      const leak = answer.headers.get('content-type')?.startsWith('text/html')
        ? /SELECT\s.+\sFROM\s|INSERT INTO|Sequelize\w*Error|SQLITE_|at .*\.ts:\d+/
        : // Content may say "site selection": a statement is SQL words followed by their clause.
          /SELECT\s.+\sFROM\s|INSERT\s+INTO|sequelize|sqlite|postgres|at .*\.ts:\d+/i;
      if (leak.test(answer.text)) {
        failures.push(`${label}: ${method} ${path} → leaks internals: ${answer.text.slice(0, 200)}`);
      }
      if (write && answer.status >= 400) {
        const after = await snapshot();
        if (after === before) known = after;
        else failures.push(`${label}: ${method} ${path} → ${answer.status} but the database changed`);
      }
      return answer;
    }

    beforeAll(async () => {
      server = await startTestServer(kind, { seed: true });
      await createUser(server.db, { username: ADMIN_NAME, role: 'admin', email: 'fuzz.admin@example.com' });
      admin = new ApiClient(server.baseUrl);
      await admin.login(ADMIN_NAME, FACTORY_PASSWORD);
      await createUser(server.db, { username: 'fuzz.viewer', role: 'viewer' });
      viewer = new ApiClient(server.baseUrl);
      await viewer.login('fuzz.viewer', FACTORY_PASSWORD);

      routes = [];
      for (const layer of server.app.apiRouter.stack) {
        for (const method of layer.methods) {
          if (method === 'HEAD') continue;
          routes.push({ method, path: String(layer.path), rule: String(accessRuleOf(layer.stack[0])) });
        }
      }
      for (const route of routes) {
        if (!route.path.includes(':')) continue;
        const p = route.path;
        let id: number;
        if (p.includes('/members/')) id = (await createMember(server.db)).id;
        else if (p.includes('/events/')) id = (await createEvent(server.db)).id;
        else if (p.includes('/news/')) id = (await createNewsArticle(server.db)).id;
        else if (p.includes('/contact-submissions/')) id = (await createContactSubmission(server.db)).id;
        else if (p.includes('/subscriptions/')) id = (await createSubscription(server.db)).id;
        else if (p.includes('/spam-registrations/')) id = (await createSpamRegistration(server.db)).id;
        else if (p.includes('/users/')) id = (await createUser(server.db)).id;
        else id = 1;
        realIds.set(p, id);
      }
    }, 120_000);
    afterAll(() => server.close());

    it('malformed bodies to every write: never 5xx, and a rejected write changes nothing', async () => {
      failures.length = 0;
      let sent = 0;
      for (const route of routes) {
        if (route.method === 'GET' || route.path === '/api/logout') continue;
        const path = pathWith(route);
        const base = validBody(route);
        const bodies: unknown[] = [];
        for (const field of Object.keys(base)) {
          for (const value of WRONG_VALUES) bodies.push({ ...base, [field]: value });
          const { [field]: _missing, ...without } = base;
          bodies.push(without);
        }
        bodies.push({ ...base, unexpected: 'extra field' });
        bodies.push({ ...base, __proto__: { role: 'admin' } });
        bodies.push(JSON.parse(`{"constructor": {"prototype": {"isAdmin": true}}, "__proto__": {"x": 1}}`));
        for (const body of bodies) {
          await probe(admin, route.method, path, { json: body }, 'body');
          sent += 1;
          if (/^\/api\/(user|register|login)/.test(route.path)) await ensureAdmin();
        }
        for (const raw of RAW_BODIES) {
          await probe(
            admin,
            route.method,
            path,
            { body: raw.body, headers: raw.type ? { 'content-type': raw.type } : {} },
            'raw',
          );
          sent += 1;
        }
        for (const id of route.path.includes(':') ? WRONG_IDS : []) {
          await probe(admin, route.method, pathWith(route, id), { json: base }, 'id');
          sent += 1;
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500);
    }, 600_000);

    it('malformed query strings and path parameters to every read: never 5xx', async () => {
      failures.length = 0;
      let sent = 0;
      const queries = [
        'page=-1',
        'page=abc',
        'page=1e400',
        'pageSize=100000',
        'search=%00',
        `search=${encodeURIComponent(SQL_META)}`,
        `search=${encodeURIComponent(LONG.slice(0, 5000))}`,
        'search[]=a&search[]=b',
        'status=__proto__',
        'list=constructor',
        '__proto__[role]=admin',
        'category=%F0%9F%9A%A2',
        'filter=%ZZ',
      ];
      for (const route of routes.filter((r) => r.method === 'GET')) {
        for (const query of queries) {
          await probe(admin, 'GET', `${pathWith(route)}?${query}`, {}, 'query');
          sent += 1;
        }
        for (const id of route.path.includes(':') ? WRONG_IDS : []) {
          await probe(admin, 'GET', pathWith(route, id), {}, 'id');
          sent += 1;
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(200);
    }, 600_000);

    it('path variants of protected routes never answer an unauthorised caller', async () => {
      failures.length = 0;
      const anonymous = new ApiClient(server.baseUrl);
      const variants = (path: string): string[] => [
        path,
        `${path}/`,
        path.toUpperCase(),
        path.replace('/api/', '/API/'),
        path.replace('/api/', '/api//'),
        `/${path}`,
        path.replace('/api/', '/api/./'),
        path.replace('/api/', '/api/%2e/'),
        path.replace('/admin/', '/x/%2e%2e/admin/'),
        `${path}%2f`,
        `${path}?role=admin`,
        `${path};jsessionid=x`,
      ];
      for (const route of routes.filter((r) => r.rule !== 'public')) {
        for (const path of variants(pathWith(route))) {
          const answer = await probe(
            anonymous,
            route.method,
            path,
            route.method === 'GET' ? {} : { json: validBody(route) },
            'anon',
          );
          if (answer && answer.status < 400) failures.push(`anonymous ${route.method} ${path} → ${answer.status}`);
          // A viewer may call only routes open to every signed-in user.
          if (route.rule !== 'signed-in' && route.rule !== 'dashboard:view') {
            const asViewer = await probe(
              viewer,
              route.method,
              path,
              route.method === 'GET' ? {} : { json: validBody(route) },
              'viewer',
            );
            if (asViewer && asViewer.status < 400) failures.push(`viewer ${route.method} ${path} → ${asViewer.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);

    it('accepted text comes back byte for byte (4-byte unicode, SQL and HTML characters)', async () => {
      await ensureAdmin();
      for (const text of ROUND_TRIP_TEXTS) {
        const member = await admin.post<{ id: number }>(
          '/api/admin/members',
          memberInput({ name: text, description: text }),
        );
        expect(member.status).toBe(201);
        const storedMember = await admin.get<{ name: string; description: string }>(
          `/api/admin/members/${member.body.id}`,
        );
        expect(storedMember.body.name).toBe(text);
        expect(storedMember.body.description).toBe(text);

        const article = await admin.post<{ id: number }>(
          '/api/admin/news',
          newsInput({ title: text, content: text, excerpt: text }),
        );
        expect(article.status).toBe(201);
        const publicArticle = await new ApiClient(server.baseUrl).get<{
          title: string;
          content: string;
          excerpt: string;
        }>(`/api/news/${article.body.id}`);
        expect([publicArticle.body.title, publicArticle.body.content, publicArticle.body.excerpt]).toEqual([
          text,
          text,
          text,
        ]);

        const contact = await new ApiClient(server.baseUrl).post<{ id: number }>('/api/contact', {
          fullName: text.slice(0, 90),
          email: 'roundtrip@example.com',
          inquiryType: 'other',
          message: text,
        });
        expect(contact.status).toBe(201);
        const storedContact = await admin.get<{ fullName: string; message: string }>(
          `/api/admin/contact-submissions/${contact.body.id}`,
        );
        expect([storedContact.body.fullName, storedContact.body.message]).toEqual([text.slice(0, 90), text]);
      }
    });
  });
}
