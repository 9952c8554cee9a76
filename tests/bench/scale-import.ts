// How `npm run bench:scale` fills the site: an admin made with `npm run user:create`, signed in
// like the admin app; members and events through the staff CSV import, news articles through the
// staff API (there is no news import), each as a staff member would send them.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { MemberInputSchema } from '../../shared/schemas';
import type { ImportResult } from '../../shared/schemas/imports';
import { ApiClient } from '../helpers/http';
import { eventFiles, memberFiles, newsArticle, type ImportFile } from './scale-data';
import { ROOT } from './server-process';

const ADMIN = { username: 'bench.admin', password: 'bench-scale-admin-password', email: 'bench.admin@example.com' };
/** Articles sent at once: a few tabs' worth, not a flood the server would queue. */
const NEWS_CONCURRENCY = 4;

/** Creates the admin with the project's command, against the database `env` configures. */
export function createAdmin(env: NodeJS.ProcessEnv): void {
  const args = ['--username', ADMIN.username, '--password', ADMIN.password, '--role', 'admin'];
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/user-create.ts', ...args, '--full-name', 'Bench Admin', '--email', ADMIN.email],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`user:create failed: ${result.stderr || result.stdout}`);
}

/** A client signed in as the admin. */
export async function signIn(base: string): Promise<ApiClient> {
  const client = new ApiClient(base);
  await client.login(ADMIN.username, ADMIN.password);
  return client;
}

/** What loading one kind took. */
export interface LoadStep {
  what: string;
  count: number;
  seconds: number;
  how: string;
}

async function importFiles(client: ApiClient, kind: 'members' | 'events', files: ImportFile[]): Promise<number> {
  let created = 0;
  for (const [index, file] of files.entries()) {
    const response = await client.request<ImportResult>(
      'POST',
      `/api/admin/imports/${kind}?mapping=${encodeURIComponent(file.mapping)}`,
      {
        body: Buffer.from(file.csv, 'utf8'),
        headers: { 'content-type': 'text/csv; charset=utf-8', 'x-file-name': `bench-${kind}-${index + 1}.csv` },
      },
    );
    if (response.status !== 200) throw new Error(`import of ${kind} answered ${response.status}: ${response.text}`);
    created += response.body.created;
  }
  if (created !== files.reduce((sum, file) => sum + file.rows, 0)) throw new Error(`${kind}: only ${created} created`);
  return created;
}

async function postNews(client: ApiClient, count: number): Promise<void> {
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const n = next++;
      const response = await client.post('/api/admin/news', newsArticle(n));
      if (response.status !== 201) throw new Error(`news ${n} answered ${response.status}: ${response.text}`);
    }
  };
  await Promise.all(Array.from({ length: NEWS_CONCURRENCY }, worker));
}

async function timed(what: string, count: number, how: string, step: () => Promise<unknown>): Promise<LoadStep> {
  const started = performance.now();
  await step();
  const result = { what, count, how, seconds: (performance.now() - started) / 1000 };
  console.log(`  ${what}: ${count} in ${result.seconds.toFixed(1)} s (${how})`);
  return result;
}

/** Loads `members` members, a tenth as many events and a quarter as many news articles. */
export async function loadContent(client: ApiClient, members: number): Promise<LoadStep[]> {
  const events = Math.round(members / 10);
  const news = Math.round(members / 4);
  const steps: LoadStep[] = [];
  if (members === 0) return steps;
  const memberImports = memberFiles(members);
  steps.push(
    await timed('members', members, `staff CSV import, ${memberImports.length} file(s)`, () =>
      importFiles(client, 'members', memberImports),
    ),
  );
  const eventImports = eventFiles(events);
  if (events > 0)
    steps.push(
      await timed('events', events, `staff CSV import, ${eventImports.length} file(s)`, () =>
        importFiles(client, 'events', eventImports),
      ),
    );
  if (news > 0)
    steps.push(
      await timed('news articles', news, `staff API, POST /api/admin/news, ${NEWS_CONCURRENCY} at a time`, () =>
        postNews(client, news),
      ),
    );
  return steps;
}

/**
 * A staff update of one member through the admin API (read it, change its description, save with
 * the version read), which drops the caches that hold it, as an editor's save does.
 */
export function memberWriter(client: ApiClient): () => Promise<void> {
  let target: { id: number; version: number; input: Record<string, unknown> } | undefined;
  let saves = 0;
  return async () => {
    if (!target) {
      const list = await client.get<{ id: number }[]>('/api/admin/members?page=1');
      const id = list.body[0]?.id;
      if (list.status !== 200 || id === undefined) throw new Error(`no member to update: ${list.status}`);
      const item = await client.get<Record<string, unknown> & { version: number }>(`/api/admin/members/${id}`);
      const input = Object.fromEntries(Object.keys(MemberInputSchema.shape).map((key) => [key, item.body[key]]));
      target = { id, version: item.body.version, input };
    }
    saves += 1;
    const description = `${String(target.input.description).replace(/ \(saved \d+\)$/, '')} (saved ${saves})`;
    const response = await client.put<{ version: number }>(`/api/admin/members/${target.id}`, {
      ...target.input,
      description,
      version: target.version,
    });
    if (response.status !== 200) throw new Error(`member update answered ${response.status}: ${response.text}`);
    target.version = response.body.version;
  };
}
