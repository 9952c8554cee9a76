import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../shared/entities';
import { testDatabaseKinds } from '../tests/helpers/databases';
import { ApiClient } from '../tests/helpers/http';
import { startTestServer, type TestServer } from '../tests/helpers/server';
import { CACHE_CHANGES_POLL_MS } from './cache-changes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The second process reads the others' changes this often (shorter than in production, for speed). */
const POLL_MS = 300;

describe.each(testDatabaseKinds())('the caches of two server processes on one %s database', (kind) => {
  let first: TestServer;
  let second: TestServer;
  const names = async (server: TestServer) =>
    (await new ApiClient(server.baseUrl).get<Member[]>('/api/members')).body.map((member) => member.name);
  const page = async (server: TestServer) => {
    const response = await fetch(`${server.baseUrl}/members`);
    return { etag: response.headers.get('etag'), html: await response.text() };
  };

  beforeAll(async () => {
    first = await startTestServer(kind, { seed: true });
    second = await startTestServer(kind, { reuse: first, ownConnection: true, cacheChangesPollMs: POLL_MS });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('keep a list and a page while nothing is written, on no timer', async () => {
    const member = await first.db.models.Member.findOne({
      where: { published: true, hidden: false },
      order: [['id', 'ASC']],
    });
    const before = { names: await names(second), page: await page(second) };
    expect(before.names).toContain(member!.name);
    expect(before.page.html).toContain(member!.name);
    // A change no write announces (it bypasses the models): a cache on a timer would show it after
    // its lifetime; these show it only after a write or their maximum age.
    await second.db.sequelize.query('UPDATE members SET name = :name WHERE id = :id', {
      replacements: { name: 'Unannounced Name AB', id: member!.id },
    });
    await sleep(CACHE_CHANGES_POLL_MS + 500);
    expect(await names(second)).toEqual(before.names);
    expect(await page(second)).toEqual(before.page);
    await second.db.sequelize.query('UPDATE members SET name = :name WHERE id = :id', {
      replacements: { name: member!.name, id: member!.id },
    });
  });

  it('show a write committed in the other process within a poll: the list and the page', async () => {
    const member = await first.db.models.Member.findOne({
      where: { published: true, hidden: false },
      order: [['id', 'ASC']],
    });
    expect(await names(second)).toContain(member!.name);
    expect((await page(second)).html).toContain(member!.name);
    // Through the first process's models: its hooks clear its own caches and tell the others.
    await member!.update({ name: 'Renamed Elsewhere AB' });
    expect(await names(first)).toContain('Renamed Elsewhere AB');
    await expect.poll(() => names(second), { timeout: POLL_MS * 10 }).toContain('Renamed Elsewhere AB');
    expect((await page(second)).html).toContain('Renamed Elsewhere AB');

    // And the other way round, from the second process's models.
    const again = await second.db.models.Member.findByPk(member!.id);
    await again!.update({ name: 'Renamed Back AB' });
    expect(await names(second)).toContain('Renamed Back AB');
    await expect.poll(() => names(first), { timeout: CACHE_CHANGES_POLL_MS * 3 }).toContain('Renamed Back AB');
    expect((await page(first)).html).toContain('Renamed Back AB');
  });
});
