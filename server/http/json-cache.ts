import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import { headersOf } from '../cache';
import type { ContentKind } from '../db';
import type { AppContext, AppMiddleware, Services } from '../context';
import type { Language } from '../../shared/constants';
import { accessRuleOf } from './access';
import type { Models } from '../models';
import { requestedLanguage } from './params';
import type { ApiRouter } from './router';

type Encoding = 'br' | 'gzip';
// Compressed copies of a cached body, made once per body (the cache replaces the Buffer on change).
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compressedCopy(body: Buffer, encoding: Encoding): Buffer {
  let copies = compressed.get(body);
  if (!copies) compressed.set(body, (copies = {}));
  copies[encoding] ??=
    encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
  return copies[encoding];
}

/**
 * A public list served from the JSON cache (cleared when a write to `kind` commits), in the
 * language of `?lang=` (English by default), brotli- or gzip-compressed once per change when the
 * client accepts it.
 */
export function cachedList(
  kind: ContentKind,
  load: (models: Models, language: Language, services: Services) => Promise<unknown>,
  options?: CachedJsonOptions,
): AppMiddleware {
  return cachedJson(kind, load, options);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The encoding a cached body goes out in: brotli or gzip when the client accepts it and the body
 * is worth compressing (the negotiation Koa's `ctx.acceptsEncodings` does, from the same library).
 */
function encodingFor(req: IncomingMessage, body: Buffer): Encoding | undefined {
  if (body.length <= 1024 || !req.headers['accept-encoding']) return undefined;
  const chosen = accepts(req).encodings('br', 'gzip');
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Answers a cached JSON body, compressed when the client accepts it (and it is worth it). */
function sendCached(ctx: AppContext, body: Buffer): void {
  const res = ctx.res;
  // Set on the response directly: Koa's `type` setter looks the type up and `set` normalises each
  // header, per request, for values that never change.
  res.setHeader('Content-Type', JSON_TYPE);
  if (res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
  else res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of headersOf(body)) res.setHeader(name, value);
  const encoding = encodingFor(ctx.req, body);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  ctx.body = encoding ? compressedCopy(body, encoding) : body;
}

/**
 * Writes the answer `sendCached` gives, straight on the Node response, for a read answered before
 * Koa: `headers` (the headers of every answer, as a flat name, value, … list) and the JSON ones, the
 * length Koa would set, in one `writeHead`; no body for HEAD.
 */
export function writeCached(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  headers: Array<string | number>,
): void {
  const encoding = encodingFor(req, body);
  const sent = encoding ? compressedCopy(body, encoding) : body;
  headers.push('Content-Type', JSON_TYPE, 'Vary', 'Accept-Encoding');
  for (const [name, value] of headersOf(body)) headers.push(name, value);
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', sent.length);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(sent);
}

// The handlers cachedJson made, with the cache key each answers from: cachedPublicReads recognises
// them in the router, and a cached read can be answered from its key before Koa.
const cachedHandlers = new WeakMap<AppMiddleware, string>();

/** The JSON cache key a `cachedJson` handler answers from. */
export function cacheKeyOf(handler: AppMiddleware): string | undefined {
  return cachedHandlers.get(handler);
}

/** How a cached read answers a request whose query asks for more than a language. */
export interface CachedJsonOptions {
  /**
   * The handler of a request with any query parameter besides `lang` (a page, a filter): such an
   * answer is read for the request, not cached. Without it, other parameters are ignored.
   */
  queried?: AppMiddleware;
}

/** Whether a request's query names anything besides the language. */
const asksMoreThanLanguage = (ctx: AppContext) => Object.keys(ctx.query).some((name) => name !== 'lang');

/**
 * A public JSON answer served from the JSON cache under `kind` (cleared by `cache.invalidate`,
 * and after the cache's time to live), compressed like the lists. A cache hit answers without a
 * promise; only a miss waits for the database.
 */
export function cachedJson(
  kind: string,
  load: (models: Models, language: Language, services: Services) => Promise<unknown>,
  options: CachedJsonOptions = {},
): AppMiddleware {
  const { queried } = options;
  const handler: AppMiddleware = (ctx, next) => {
    if (queried && ctx.querystring && asksMoreThanLanguage(ctx)) return queried(ctx, next);
    const { cache, db } = ctx.services;
    const language = ctx.querystring ? requestedLanguage(ctx) : 'en';
    // English under the kind itself (what a read before Koa finds); other languages beside it, so
    // clearing the kind clears them all.
    const key = language === 'en' ? kind : `${kind}:${language}`;
    const body = cache.peek(key);
    if (body) return sendCached(ctx, body);
    return cache.get(key, () => load(db.models, language, ctx.services)).then((loaded) => sendCached(ctx, loaded));
  };
  cachedHandlers.set(handler, kind);
  return handler;
}

/**
 * The cached public reads of `router` by their exact path (e.g. `/api/members`): the routes whose
 * whole stack is `access('public')` and a `cachedJson` handler, and which are the only layer the
 * router would run for that path with GET and with HEAD. Calling the handler for such a path is
 * what the router would do, minus matching the path against every route and composing the chain
 * per request: the app uses it for the public lists, its busiest requests.
 */
export function cachedPublicReads(router: ApiRouter): Map<string, AppMiddleware> {
  const reads = new Map<string, AppMiddleware>();
  for (const layer of router.stack) {
    const [guard, handler, ...rest] = layer.stack;
    if (typeof layer.path !== 'string' || layer.paramNames.length > 0 || rest.length > 0) continue;
    if (accessRuleOf(guard) !== 'public' || !cachedHandlers.has(handler as AppMiddleware)) continue;
    const alone = (method: string) => {
      const matched = router.match(layer.path as string, method).pathAndMethod;
      return matched.length === 1 && matched[0] === layer;
    };
    if (alone('GET') && alone('HEAD')) reads.set(layer.path, handler as AppMiddleware);
  }
  return reads;
}
