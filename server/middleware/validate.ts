import type { ZodError, ZodType } from 'zod';
import type { AppContext, AppMiddleware } from '../context';
import { badRequest } from '../errors';

/** One message per failing field (the first), keyed by the field's path; unknown keys named too. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= `Unknown field: ${key}`;
      continue;
    }
    const path = issue.path.length ? issue.path.join('.') : 'body';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Validates the JSON body with a shared schema; the handler reads `validated(ctx)`, never the raw body. */
export function validate(schema: ZodType): AppMiddleware {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      const fields = fieldMessages(result.error);
      throw badRequest(Object.values(fields)[0] ?? 'Invalid input', fields);
    }
    ctx.state.input = result.data;
    await next();
  };
}

/** The input that `validate(schema)` accepted, with the schema's output type. */
export function validated<T>(ctx: AppContext): T {
  return ctx.state.input as T;
}

/**
 * Validates the query string with a shared schema (400 with `fields` on a bad parameter); the
 * handler reads `validatedQuery(ctx)`.
 */
export function validateQuery(schema: ZodType): AppMiddleware {
  return async (ctx, next) => {
    const result = schema.safeParse(ctx.query);
    if (!result.success) {
      const fields = fieldMessages(result.error);
      throw badRequest(Object.values(fields)[0] ?? 'Invalid query', fields);
    }
    ctx.state.query = result.data;
    await next();
  };
}

/** The query that `validateQuery(schema)` accepted, with the schema's output type. */
export function validatedQuery<T>(ctx: AppContext): T {
  return ctx.state.query as T;
}
