import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
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
import { IMAGE_MAX_PIXELS, IMAGE_TOO_MANY_PIXELS_MESSAGE, isLosslessWebp } from './reencode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG with `chunk` inserted just before its IEND chunk (the last 12 bytes). */
function withChunkBeforeEnd(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/**
 * A PNG whose header declares `width` × `height` 8-bit greyscale pixels, with the first rows of
 * zeros compressed: the file is small, the decoded image would not be.
 */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 16));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The decoded RGBA pixels of an image, to compare images whose bytes differ. */
async function rgbaPixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).ensureAlpha().raw().toBuffer();
}

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

describe('isLosslessWebp', () => {
  it('finds the VP8L chunk of a lossless file, also in an animation frame, and none in a lossy one', async () => {
    const square = sharp({ create: { width: 8, height: 8, channels: 4, background: '#c00' } });
    expect(isLosslessWebp(await square.clone().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await square.clone().webp({ quality: 80 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(fixtureImage('webp'))).toBe(false);
    const frame = await square.clone().png().toBuffer();
    const animated = (lossless: boolean) =>
      sharp([frame, frame], { join: { animated: true } })
        .webp({ lossless, delay: [100, 100] })
        .toBuffer();
    expect(isLosslessWebp(await animated(true))).toBe(true);
    expect(isLosslessWebp(await animated(false))).toBe(false);
    expect(isLosslessWebp(Buffer.from('RIFF\xff\xff\xff\xffWEBPVP8L', 'latin1'))).toBe(false); // cut off
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
    'stores a %s upload re-encoded in its type and serves the stored bytes back with cache headers',
    async (type) => {
      const bytes = fixtureImage(type);
      const { contentType } = IMAGE_FIXTURES[type];
      const response = await upload(bytes, contentType);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number) as number,
        url: `/api/images/${response.body.id}`,
        contentType,
        size: expect.any(Number) as number,
      });

      const served = await fetch(server.baseUrl + response.body.url);
      expect(served.status).toBe(200);
      const servedBytes = Buffer.from(await served.arrayBuffer());
      // The same picture, in the same format, written by the encoder rather than kept as sent.
      const metadata = await sharp(servedBytes).metadata();
      expect(metadata.format).toBe(type);
      expect([metadata.width, metadata.height]).toEqual([16, 16]);
      expect(servedBytes.length).toBe(response.body.size);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('content-length')).toBe(String(servedBytes.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The tag is the hash of the stored bytes, which are what is served.
      expect(served.headers.get('etag')).toBe(`"${createHash('sha256').update(servedBytes).digest('hex')}"`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const row = (await server.db.models.Image.findByPk(response.body.id))!;
      expect(row.size).toBe(row.data.length);
      expect(row.sha256).toBe(createHash('sha256').update(row.data).digest('hex'));
    },
  );

  it('keeps a PNG lossless: the stored pixels are the uploaded ones', async () => {
    const response = await upload(fixtureImage('png'), 'image/png');
    const served = Buffer.from(await (await fetch(server.baseUrl + response.body.url)).arrayBuffer());
    expect((await rgbaPixels(served)).equals(await rgbaPixels(fixtureImage('png')))).toBe(true);
  });

  it('stores a JPEG without its EXIF (GPS position included), XMP or ICC profile, its orientation applied', async () => {
    // 4 × 2 pixels, EXIF orientation 6 (to be shown turned a quarter clockwise, so 2 × 4), a GPS position.
    const photo = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes('PhoneMaker')).toBe(true);
    expect(sent.orientation).toBe(6);
    expect(sent.xmp).toBeDefined();
    expect(sent.icc).toBeDefined();

    const response = await upload(photo, 'image/jpeg');
    expect(response.status).toBe(201);
    const served = Buffer.from(await (await fetch(server.baseUrl + response.body.url)).arrayBuffer());
    const stored = await sharp(served).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([2, 4]);
    expect(served.includes('Exif\0\0')).toBe(false);
    expect(served.includes('PhoneMaker')).toBe(false);
  });

  it('stores a WebP sent lossless as lossless, and keeps the frames of an animated WebP', async () => {
    const logo = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#036' } })
      .webp({ lossless: true })
      .toBuffer();
    const lossless = await upload(logo, 'image/webp');
    expect(lossless.status).toBe(201);
    const storedLogo = (await server.db.models.Image.findByPk(lossless.body.id))!.data;
    expect(isLosslessWebp(storedLogo)).toBe(true);
    expect((await rgbaPixels(storedLogo)).equals(await rgbaPixels(logo))).toBe(true);

    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .webp({ delay: [100, 250], loop: 0 })
      .toBuffer();
    const animated = await upload(animation, 'image/webp');
    expect(animated.status).toBe(201);
    const storedAnimation = (await server.db.models.Image.findByPk(animated.body.id))!.data;
    const metadata = await sharp(storedAnimation, { animated: true }).metadata();
    expect(metadata.pages).toBe(2);
    expect(metadata.delay).toEqual([100, 250]);
  });

  it('drops what follows the image and the chunks the encoder did not write', async () => {
    const png = fixtureImage('png');
    const html = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([
      withChunkBeforeEnd(png, pngChunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1'))),
      Buffer.from(html),
    ]);
    const response = await upload(polyglot, 'image/png');
    expect(response.status).toBe(201);
    const served = Buffer.from(await (await fetch(server.baseUrl + response.body.url)).arrayBuffer());
    expect(served.includes('<script>')).toBe(false);
    expect(served.includes('tEXt')).toBe(false);
    expect((await rgbaPixels(served)).equals(await rgbaPixels(png))).toBe(true);
  });

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
    ['a PNG signature followed by garbage', Buffer.concat([PNG_SIGNATURE, Buffer.from('x'.repeat(200))]), 'image/png'],
    ['a PNG cut off in its image data', fixtureImage('png').subarray(0, 600), 'image/png'],
    ['a JPEG signature followed by garbage', Buffer.from('\xff\xd8\xff\xe0 not a JPEG at all', 'latin1'), 'image/jpeg'],
    [
      'a WebP header followed by garbage',
      Buffer.from('RIFF\x20\0\0\0WEBPVP8 garbage garbage garbage', 'latin1'),
      'image/webp',
    ],
  ])('refuses %s with 415, storing nothing', async (_label, bytes, declared) => {
    const count = await server.db.models.Image.count();
    const response = await upload(bytes, declared);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: UNSUPPORTED_IMAGE_MESSAGE });
    expect(await server.db.models.Image.count()).toBe(count);
  });

  it('refuses a small file declaring too many pixels with 400, before decoding it', async () => {
    const count = await server.db.models.Image.count();
    for (const [width, height] of [
      [50_000, 50_000],
      [IMAGE_MAX_PIXELS / 1000 + 1, 1000],
    ] as const) {
      const bomb = pixelBomb(width, height);
      expect(bomb.length).toBeLessThan(100_000);
      const started = performance.now();
      const response = await upload(bomb, 'image/png');
      expect(response.status, `${width} × ${height}`).toBe(400);
      expect(response.body.error).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
      // Decoding 2.5 gigapixels would take minutes and gigabytes; reading the header takes nothing.
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(await server.db.models.Image.count()).toBe(count);
  });

  it('accepts exactly 2 MB and refuses one byte more with 413', async () => {
    // A real PNG padded to the limit by a private ancillary chunk (which decoders skip).
    const png = fixtureImage('png');
    const padding = IMAGE_UPLOAD_MAX_BYTES - png.length - 12;
    const atLimit = withChunkBeforeEnd(png, pngChunk('prVt', Buffer.alloc(padding, 'x')));
    expect(atLimit.length).toBe(IMAGE_UPLOAD_MAX_BYTES);
    const accepted = await upload(atLimit, 'image/png');
    expect(accepted.status).toBe(201);
    // Stored is the re-encoded image, without the padding.
    expect(accepted.body.size).toBeLessThan(2000);
    const served = Buffer.from(await (await fetch(server.baseUrl + accepted.body.url)).arrayBuffer());
    expect(served.length).toBe(accepted.body.size);
    expect((await rgbaPixels(served)).equals(await rgbaPixels(png))).toBe(true);

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
    expect(Buffer.from(await other.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
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
    const storedBytes = (await server.db.models.Image.findByPk(stored.id))!.data;
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
      expect(Buffer.from(await response.arrayBuffer()).equals(storedBytes)).toBe(true);
    } finally {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      other.close();
      await otherDb.close();
    }
  });
});
