import { PassThrough, pipeline, type Readable, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { AppContext } from '../context';
import { answerEncoding, cachedAnswer, type CachedAnswer, type PageCache } from './page-cache';

/** Answers a request with a finished answer (its validator, 304, compression): the pages' `send`. */
export type SendAnswer = (ctx: AppContext, answer: CachedAnswer, vary: string) => void;

/** What an answer being made is: the text flowing out, and the whole of it once made. */
interface Started {
  body: Readable;
  done: Promise<Buffer>;
}

/** Resolves when `out` wants more, or is gone (the visitor left: what follows is only kept). */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const settle = () => {
      out.off('drain', settle);
      out.off('close', settle);
      resolve();
    };
    out.on('drain', settle);
    out.on('close', settle);
  });

/**
 * Starts writing `chunks` into a stream, keeping every byte. The first chunk is read before it
 * returns, so a failure there (the database) is an ordinary error answer, not a cut-off one.
 */
async function start(chunks: AsyncIterable<string>): Promise<Started> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const body = new PassThrough();
  const done = (async () => {
    const kept: Buffer[] = [];
    try {
      for (let step = first; !step.done; step = await iterator.next()) {
        const bytes = Buffer.from(step.value);
        kept.push(bytes);
        if (!body.destroyed && !body.write(bytes)) await drained(body);
      }
      body.end();
      return Buffer.concat(kept);
    } catch (error) {
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  })();
  return { body, done };
}

/** Everything `chunks` yields, as bytes. */
async function whole(chunks: AsyncIterable<string>): Promise<Buffer> {
  const kept: Buffer[] = [];
  for await (const chunk of chunks) kept.push(Buffer.from(chunk));
  return Buffer.concat(kept);
}

/**
 * Answers a GET or HEAD from `cache` under `key` when it holds the answer (with `send`: validator,
 * 304, compressed copies); else makes it from `chunks` and keeps it there. A GET that makes it
 * streams the text out as it is made (compressed as it goes when the client accepts it), without a
 * validator yet, so the visitor need not wait for the whole; concurrent requests of the key wait
 * for that one making and get the finished answer.
 */
export async function sendStreamed(
  ctx: AppContext,
  target: { cache: PageCache; key: string; type: string; vary: string; send: SendAnswer },
  chunks: () => AsyncIterable<string>,
): Promise<void> {
  const { cache, key, type, vary, send } = target;
  const cached = cache.peek(key);
  if (cached) return send(ctx, cached, vary);
  if (ctx.method === 'HEAD') {
    return send(ctx, await cache.get(key, async () => cachedAnswer(200, type, await whole(chunks()))), vary);
  }
  // `get` calls the maker at once when this request is the one making the answer, before it awaits.
  const making: { started?: Promise<Started> } = {};
  const made = cache.get(key, async () => {
    const started = (making.started = start(chunks()));
    return cachedAnswer(200, type, await (await started).done);
  });
  if (!making.started) return send(ctx, await made, vary);
  // A failure reaches this visitor through `started` or the stream, the waiting ones through `made`.
  made.catch(() => undefined);
  const { body } = await making.started;
  ctx.status = 200;
  ctx.set('Content-Type', type);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Vary', vary);
  const encoding = answerEncoding(ctx.req);
  if (encoding === 'identity') {
    ctx.body = body;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : createGzip({ level: 6 });
  // One stream for Koa: when the visitor leaves, Koa destroys the compressor and the pipeline the text.
  ctx.body = pipeline(body, compressor, () => undefined);
}
