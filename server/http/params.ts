import type { AppContext, AppMiddleware } from '../context';
import { badRequest, notFound } from '../errors';
import { isLanguage, type Language } from '../../shared/constants';
import { validationMessages } from '../../shared/messages';
import type { Models } from '../models';

/** A numeric id from the path, or 404 (an id that cannot exist is an unknown item, not bad input). */
export function idParam(ctx: AppContext, name = 'id'): number {
  const raw = (ctx as AppContext & { params?: Record<string, string> }).params?.[name] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

/**
 * The language `?lang=` asks a public read for: English when absent; 400 for one the site does
 * not have.
 */
export function requestedLanguage(ctx: AppContext): Language {
  const lang = ctx.query.lang;
  if (lang === undefined) return 'en';
  if (isLanguage(lang)) return lang;
  throw badRequest(validationMessages.invalidChoice, { lang: validationMessages.invalidChoice });
}

/** One public item by its numeric id (already presented, in `?lang=`), or 404 with `notFoundMessage`. */
export function itemById<T>(
  find: (models: Models, id: number, language: Language) => Promise<T | null>,
  notFoundMessage: string,
): AppMiddleware {
  return async (ctx) => {
    const language = requestedLanguage(ctx);
    const item = await find(ctx.services.db.models, idParam(ctx), language);
    if (!item) throw notFound(notFoundMessage);
    ctx.body = item;
  };
}
