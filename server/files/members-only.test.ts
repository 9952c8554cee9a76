import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../shared/resources';
import { createDocument } from '../../tests/helpers/documents';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';

// A members-only document's external address opens it without the download route's member check:
// the public lists and pages (the same for every visitor, and cached so) never carry it.

const PAGES: Record<DocumentKind, string> = {
  reports: '/market-reports',
  guides: '/investment-guides',
  publications: '/publications',
};

describe.each(testDatabaseKinds())('members-only documents on %s', (kind) => {
  let server: TestServer;
  let member: ApiClient;
  let registered: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: member } = await signedInClient(server, 'member'));
    ({ client: registered } = await signedInClient(server, 'registered'));
  });
  afterAll(() => server.close());

  it.each(['reports', 'guides', 'publications'] as const)(
    'keeps the external address of a members-only %s out of the list and the page for everyone',
    async (collection) => {
      const hidden = `https://private.example.org/${collection}/members-${Date.now()}.pdf`;
      const open = `https://public.example.org/${collection}/open-${Date.now()}.pdf`;
      const locked = await createDocument(server.db, collection, { externalUrl: hidden, membersOnly: true });
      const free = await createDocument(server.db, collection, { externalUrl: open });

      for (const [who, client] of [
        ['anonymous', anonymous()],
        ['registered', registered],
        ['member', member],
      ] as const) {
        const list = await client.get<{ id: number }[]>(`/api/${collection}`);
        expect(list.status, who).toBe(200);
        expect(list.text, who).not.toContain(hidden);
        expect(
          list.body.find((item) => item.id === locked.id),
          who,
        ).toMatchObject({
          externalUrl: null,
          external: true,
          downloadUrl: `/api/${collection}/${locked.id}/download`,
        });
        // A document open to all keeps its address.
        expect(
          list.body.find((item) => item.id === free.id),
          who,
        ).toMatchObject({ externalUrl: open, external: true });

        // The page, twice (the second from the page cache), and in another language.
        for (const path of [PAGES[collection], PAGES[collection], `/es${PAGES[collection]}`]) {
          const page = await client.get(path);
          expect(page.status, `${who} ${path}`).toBe(200);
          expect(page.text, `${who} ${path}`).not.toContain(hidden);
        }
      }

      // The download route decides: visitors and accounts without member access are refused, members go on.
      const download = `/api/${collection}/${locked.id}/download`;
      for (const client of [anonymous(), registered]) {
        const refused = await client.get(download);
        expect(refused.status).toBe(403);
        expect(refused.text).not.toContain(hidden);
      }
      const allowed = await member.get(download);
      expect(allowed.status).toBe(302);
      expect(allowed.headers.get('location')).toBe(hidden);
    },
  );
});
