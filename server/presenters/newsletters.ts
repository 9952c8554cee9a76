import type { Language } from '../../shared/constants';
import type { Newsletter, NewsletterText } from '../../shared/entities';
import type { NewsletterModel } from '../models';
import { iso, isoOrNull } from './fields';

/** The stored article ids of a newsletter. */
export const articleIdsOf = (newsletter: NewsletterModel): number[] => {
  const parsed: unknown = JSON.parse(newsletter.articleIds);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
};

/** The text of a language, or null when it was not written (the English text is used). */
export function textOf(newsletter: NewsletterModel, language: Language): NewsletterText | null {
  const subject = { en: newsletter.subjectEn, es: newsletter.subjectEs, sv: newsletter.subjectSv }[language];
  const body = { en: newsletter.bodyEn, es: newsletter.bodyEs, sv: newsletter.bodySv }[language];
  return subject && body ? { subject, body } : null;
}

/** A newsletter as staff see it. */
export function presentNewsletter(newsletter: NewsletterModel): Newsletter {
  return {
    id: newsletter.id,
    list: newsletter.list,
    content: {
      en: { subject: newsletter.subjectEn, body: newsletter.bodyEn },
      es: textOf(newsletter, 'es'),
      sv: textOf(newsletter, 'sv'),
    },
    articleIds: articleIdsOf(newsletter),
    status: newsletter.status,
    version: newsletter.version,
    createdAt: iso(newsletter.createdAt),
    updatedAt: iso(newsletter.updatedAt),
    sendStartedAt: isoOrNull(newsletter.sendStartedAt),
    sentAt: isoOrNull(newsletter.sentAt),
    recipientCount: newsletter.recipientCount ?? null,
  };
}
