import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedMember, Member } from '../../../shared/entities';
import { createMember, memberInput } from '../../../tests/factories';
import { updateBodyOf } from '../../../tests/helpers/content-shapes';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { fetchFrom, readSitemaps } from '../../../tests/helpers/sitemaps';

// A listing is public only when staff have published it and the member has not hidden it from the
// directory; staff see every listing, with both facts.
describe.each(testDatabaseKinds())('which member listings the public sees (%s)', (kind) => {
  let server: TestServer;
  let staff: ApiClient;
  const visitor = () => new ApiClient(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: staff } = await signedInClient(server, 'editor'));
  });
  afterAll(() => server.close());

  const publicIds = async () => (await visitor().get<Member[]>('/api/members')).body.map((member) => member.id);
  /** Every address the sitemaps list. */
  const sitemapLocations = async () =>
    (await readSitemaps(fetchFrom(server.baseUrl), server.baseUrl)).children.flatMap((child) =>
      child.urls.map((url) => url.loc),
    );

  it('keeps an unpublished listing off the list, its page and the sitemap until staff publish it', async () => {
    const created = await staff.post<ManagedMember>(
      '/api/admin/members',
      memberInput({ name: 'Waiting Listing AB', published: false }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ published: false, hidden: false });
    const { id } = created.body;
    expect(await publicIds()).not.toContain(id);
    expect((await visitor().get(`/api/members/${id}`)).status).toBe(404);
    expect(await sitemapLocations()).not.toContain(`${server.baseUrl}/members/${id}`);

    const published = await staff.put<ManagedMember>(`/api/admin/members/${id}`, {
      ...updateBodyOf(created.body),
      published: true,
    });
    expect(published.status).toBe(200);
    expect(await publicIds()).toContain(id);
    expect((await visitor().get<Member>(`/api/members/${id}`)).body.name).toBe('Waiting Listing AB');
    expect(await sitemapLocations()).toContain(`${server.baseUrl}/members/${id}`);
  });

  it('keeps a listing its member hid off the public site, while staff still list it as hidden', async () => {
    const member = await createMember(server.db, { name: 'Hidden By Choice AB', hidden: true });
    expect(await publicIds()).not.toContain(member.id);
    expect((await visitor().get(`/api/members/${member.id}`)).status).toBe(404);
    const listed = await staff.get<ManagedMember[]>('/api/admin/members?search=Hidden%20By%20Choice');
    expect(listed.body.map((item) => [item.id, item.hidden])).toEqual([[member.id, true]]);
  });

  it('publishes a new listing by default, as before', async () => {
    const created = await staff.post<ManagedMember>('/api/admin/members', memberInput({ name: 'Plain Listing AB' }));
    expect(created.body.published).toBe(true);
    expect(await publicIds()).toContain(created.body.id);
  });
});
