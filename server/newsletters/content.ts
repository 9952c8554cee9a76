import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { Language } from '../../shared/constants';
import type { Newsletter, NewsletterReport, NewsletterText } from '../../shared/entities';
import { visibleNews } from '../content/public-reads';
import type { NewsletterArticle, NewsletterProps } from '../mail/templates/newsletter';
import type { Database } from '../db';
import type { Models, NewsletterModel } from '../models';
import { textOf } from '../presenters/newsletters';

/** The stored columns of a newsletter's content (`NewsletterInputSchema`'s output). */
export function newsletterColumns(input: {
  list: Newsletter['list'];
  content: { en: NewsletterText; es: NewsletterText | null; sv: NewsletterText | null };
  articleIds: number[];
}) {
  return {
    list: input.list,
    subjectEn: input.content.en.subject,
    bodyEn: input.content.en.body,
    subjectEs: input.content.es?.subject ?? null,
    bodyEs: input.content.es?.body ?? null,
    subjectSv: input.content.sv?.subject ?? null,
    bodySv: input.content.sv?.body ?? null,
    articleIds: JSON.stringify(input.articleIds),
  };
}

/** The chosen articles that are public (published, not deleted, date come), in the chosen order. */
export async function newsletterArticles(
  models: Pick<Models, 'NewsArticle'>,
  ids: readonly number[],
  transaction?: Transaction,
): Promise<NewsletterArticle[]> {
  if (ids.length === 0) return [];
  const rows = await models.NewsArticle.findAll({
    where: { [Op.and]: [visibleNews(new Date()), { id: { [Op.in]: [...ids] } }] },
    transaction,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, title: row.title, excerpt: row.excerpt }] : [];
  });
}

/** The mail's props in a language: that language's text, or the English one when it was not written. */
export function newsletterProps(
  newsletter: NewsletterModel,
  language: Language,
  articles: NewsletterArticle[],
): NewsletterProps {
  const text = textOf(newsletter, language) ?? textOf(newsletter, 'en')!;
  return { subject: text.subject, body: text.body, articles };
}

/** The languages a newsletter is written in (English first). */
export const writtenLanguages = (newsletter: NewsletterModel): Language[] =>
  (['en', 'es', 'sv'] as const).filter((language) => textOf(newsletter, language) !== null);

/** The send report: the newsletter's outbox mails by status (one grouped query). */
export async function newsletterReport(db: Database, newsletterId: number): Promise<NewsletterReport> {
  const rows = await db.sequelize.query<{ status: string | null; count: string | number }>(
    `SELECT o.status AS status, COUNT(*) AS count
       FROM newsletter_deliveries d LEFT JOIN outbox_mails o ON o.id = d.outbox_mail_id
      WHERE d.newsletter_id = :newsletterId
      GROUP BY o.status`,
    { type: QueryTypes.SELECT, replacements: { newsletterId } },
  );
  const report: NewsletterReport = { total: 0, queued: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    report.total += count;
    if (row.status === 'sent') report.sent += count;
    else if (row.status === 'failed' || row.status === 'discarded') report.failed += count;
    // A mail an admin removed from the outbox (status null) counts as neither sent nor failed.
    else if (row.status !== null) report.queued += count;
  }
  return report;
}
