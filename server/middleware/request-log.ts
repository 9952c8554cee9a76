import { randomUUID } from 'node:crypto';
import type { AppMiddleware } from '../context';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Gives each request an id (kept from a sane X-Request-Id) and logs one line when it ends. */
export const requestLog: AppMiddleware = async (ctx, next) => {
  const started = process.hrtime.bigint();
  const incoming = ctx.get('x-request-id');
  ctx.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  try {
    await next();
  } finally {
    ctx.services.logger.info(
      {
        reqId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        userId: ctx.state.user?.id ?? null,
      },
      'request',
    );
  }
};
