import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../shared/constants';
import type { ApiError, StoredImage } from '../../../shared/entities';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { fixtureImage, IMAGE_FIXTURES } from '../../../tests/helpers/images';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { createApp } from '../../app';
import { openDatabase } from '../../db';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../../errors';
import { createLogger } from '../../logger';
import { detectImageType, matchesIfNoneMatch } from '.';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('detectImageType', () => {
  it('reads PNG, JPEG and WebP from their signatures, and nothing else', () => {
    expect(detectImageType(fixtureImage('png'))).toBe('image/png');
    expect(detectImageType(fixtureImage('jpeg'))).toBe('image/jpeg');
    expect(detectImageType(fixtureImage('webp'))).toBe('image/webp');
    expect(detectImageType(fixtureImage('gif'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull(); // RIFF, but audio
    expect(detectImageType(PNG_SIGNATURE.subarray(0, 7))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('matchesIfNoneMatch', () => {
  const sha = 'ab'.repeat(32);
  it('matches the tag, in a list, weak or strong, and *', () => {
    expect(matchesIfNoneMatch(`"${sha}"`, sha)).toBe(true);
    expect(matchesIfNoneMatch(`"other", W/"${sha}"`, sha)).toBe(true);
    expect(matchesIfNoneMatch('*', sha)).toBe(true);
    expect(matchesIfNoneMatch('', sha)).toBe(false);
    expect(matchesIfNoneMatch(sha, sha)).toBe(false); // not quoted
    expect(matchesIfNoneMatch('"other"', sha)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('images on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(() => server.close());

  async function upload(bytes: Buffer, contentType?: string, client = editor) {
    return client.postBytes<StoredImage & ApiError>('/api/admin/images', bytes, contentType);
  }

  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s upload and serves the same bytes back with cache headers',
    async (type) => {
      const bytes = fixtureImage(type);
      const { contentType } = IMAGE_FIXTURES[type];
      const response = await upload(bytes, contentType);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number) as number,
        url: `/api/images/${response.body.id}`,
        contentType,
        size: bytes.length,
      });

      const served = await fetch(server.baseUrl + response.body.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('decides the type from the bytes, not from the declared type', async () => {
    const png = fixtureImage('png');
    for (const declared of ['image/jpeg', 'application/octet-stream', undefined]) {
      const response = await upload(png, declared, admin);
      expect(response.status, String(declared)).toBe(201);
      expect(response.body.contentType).toBe('image/png');
    }
  });

  it.each([
    ['a text file declared as image/png', Buffer.from('just some text, named logo.png'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['a GIF', fixtureImage('gif'), 'image/gif'],
    ['a JSON body', Buffer.from('{"name":"x"}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 415, storing nothing', async (_label, bytes, declared) => {
    const count = await server.db.models.Image.count();
    const response = await upload(bytes, declared);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: UNSUPPORTED_IMAGE_MESSAGE });
    expect(await server.db.models.Image.count()).toBe(count);
  });

  it('accepts exactly 2 MB and refuses one byte more with 413', async () => {
    const atLimit = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - PNG_SIGNATURE.length)]);
    const accepted = await upload(atLimit, 'image/png');
    expect(accepted.status).toBe(201);
    expect(accepted.body.size).toBe(IMAGE_UPLOAD_MAX_BYTES);
    const served = await fetch(server.baseUrl + accepted.body.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(atLimit)).toBe(true);

    const count = await server.db.models.Image.count();
    const tooLarge = await upload(Buffer.concat([atLimit, Buffer.from([0])]), 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatch(/too large/);
    expect(await server.db.models.Image.count()).toBe(count);
  });

  it('answers 304 to If-None-Match with the ETag, and 200 to another tag', async () => {
    const stored = (await upload(fixtureImage('webp'), 'image/webp')).body;
    const first = await fetch(server.baseUrl + stored.url);
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(server.baseUrl + stored.url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await revalidated.text()).toBe('');

    const other = await fetch(server.baseUrl + stored.url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(fixtureImage('webp'))).toBe(true);
  });

  it('serves images to signed-in clients too (their cookie is not needed)', async () => {
    const stored = (await upload(fixtureImage('jpeg'), 'image/jpeg')).body;
    const response = await editor.get(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 JSON for an unknown or impossible image id', async () => {
    for (const id of ['2147483647', 'abc', '0']) {
      const response = await new ApiClient(server.baseUrl).get(`/api/images/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('refuses an anonymous upload (401) and a viewer (403) before reading the file', async () => {
    const count = await server.db.models.Image.count();
    const anonymous = await new ApiClient(server.baseUrl).postBytes<ApiError>(
      '/api/admin/images',
      fixtureImage('png'),
      'image/png',
    );
    expect(anonymous.status).toBe(401);
    const { client: viewer } = await signedInClient(server, 'viewer');
    const denied = await viewer.postBytes<ApiError>('/api/admin/images', fixtureImage('png'), 'image/png');
    expect(denied.status).toBe(403);
    expect(await server.db.models.Image.count()).toBe(count);
  });

  it('keeps refusing non-JSON bodies on every other write', async () => {
    const response = await editor.postBytes<ApiError>('/api/admin/members', fixtureImage('png'), 'image/png');
    expect(response.status).toBe(415);
    expect(response.body.error).toBe('The request body must be JSON (Content-Type: application/json)');
    const contact = await new ApiClient(server.baseUrl).postBytes('/api/contact', Buffer.from('x'), 'text/plain');
    expect(contact.status).toBe(415);
  });

  it('is served by another server process on the same database', async () => {
    const stored = (await upload(fixtureImage('png'), 'image/png')).body;
    const otherDb = await openDatabase(server.database.config);
    const other = createApp({
      config: { trustProxy: false },
      db: otherDb,
      logger: createLogger({ logLevel: 'silent', prettyLogs: false }),
      sessionKeys: ['another-process-session-key-0123456789abcdef'],
    });
    const listener = other.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => listener.once('listening', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${stored.url}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(fixtureImage('png'))).toBe(true);
    } finally {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      other.close();
      await otherDb.close();
    }
  });
});
