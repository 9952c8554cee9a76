import { z } from 'zod';
import '../zod-config';
import { SUBSCRIPTION_LISTS } from '../entities';
import { validationMessages as m } from '../messages';
import { multiLine, requiredString, singleLine } from './fields';
import { page, pageSize } from './paging';

/** The longest subject and body of a newsletter. */
export const NEWSLETTER_LIMITS = { subjectMax: 200, bodyMax: 20_000, articlesMax: 10 } as const;

/** A mail subject: one line (it is a mail header). */
const subject = () =>
  singleLine(requiredString().trim().min(1, m.required).max(NEWSLETTER_LIMITS.subjectMax, m.tooLong));

const body = () => multiLine(requiredString().trim().min(1, m.required).max(NEWSLETTER_LIMITS.bodyMax, m.tooLong));

/** English: required. */
const requiredText = () => z.strictObject({ subject: subject(), body: body() });

/** Spanish or Swedish: both empty (or missing) means "use the English text"; otherwise both required. */
const optionalText = () =>
  z
    .strictObject({
      subject: singleLine(z.string({ error: m.required }).trim().max(NEWSLETTER_LIMITS.subjectMax, m.tooLong)),
      body: multiLine(z.string({ error: m.required }).trim().max(NEWSLETTER_LIMITS.bodyMax, m.tooLong)),
    })
    .nullish()
    .transform((value) => (value && (value.subject || value.body) ? value : null))
    .pipe(requiredText().nullable());

/**
 * POST /api/admin/newsletters (a draft) and PUT …/:id (with `version`): the list, the text per
 * language (English required, Spanish and Swedish fall back to it) and optionally published news
 * articles shown under the text.
 */
export const NewsletterInputSchema = z.strictObject({
  list: z.enum(SUBSCRIPTION_LISTS, { error: m.invalidChoice }),
  content: z.strictObject({ en: requiredText(), es: optionalText(), sv: optionalText() }),
  articleIds: z
    .array(z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber))
    .max(NEWSLETTER_LIMITS.articlesMax, m.tooLong)
    .default([]),
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

const version = () => z.number({ error: m.invalidNumber }).int(m.invalidNumber).min(0, m.invalidNumber);

export const NewsletterUpdateSchema = NewsletterInputSchema.extend({ version: version() });
export type NewsletterUpdate = z.input<typeof NewsletterUpdateSchema>;

/** POST …/:id/send, …/:id/test and DELETE …/:id: the version the staff member saw. */
export const NewsletterActionSchema = z.strictObject({ version: version() });
export type NewsletterAction = z.infer<typeof NewsletterActionSchema>;

/** GET /api/admin/newsletters: newest first. */
export const AdminNewsletterListQuerySchema = z.object({ page: page(), pageSize: pageSize() });
