/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import type { ReactNode } from 'react';
import { Heading, Link, Section, Text } from '@react-email/components';
import { localizedPath } from '../../../shared/routes';
import { MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate } from './types';

/** A news article as a newsletter shows it: title, excerpt and a link to its page. */
export interface NewsletterArticle {
  id: number;
  title: string;
  excerpt: string;
}

/** A newsletter in the recipient's language (the caller picks the language's text or English). */
export interface NewsletterProps {
  subject: string;
  /** Plain text: paragraphs separated by blank lines; http(s) addresses become links. */
  body: string;
  articles: NewsletterArticle[];
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/** A paragraph's text with its web addresses as links (React escapes everything else). */
function withLinks(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} style={styles.link}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** The paragraphs of a body: split at blank lines; single line breaks kept (pre-wrap). */
export const paragraphs = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A newsletter or regulatory update to a subscriber: the staff's text, then the chosen articles
 * with links to their pages in the recipient's language. Always sent as a list mail (the layout
 * adds the unsubscribe link, the outbox the List-Unsubscribe headers).
 */
export const newsletter = defineTemplate<NewsletterProps>({
  subject: (props) => props.subject,
  preview: (props) => paragraphs(props.body)[0]?.slice(0, 140) ?? props.subject,
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={newsletter.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {props.subject}
        </Heading>
        {paragraphs(props.body).map((paragraph, index) => (
          <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>
            {withLinks(paragraph)}
          </Text>
        ))}
        {props.articles.length > 0 ? (
          <Section style={{ margin: '8px 0 0' }}>
            <Heading as="h2" style={{ ...styles.heading, fontSize: '18px' }}>
              {t('newsletter.articles')}
            </Heading>
            {props.articles.map((article) => (
              <Section key={article.id} style={{ margin: '0 0 16px' }}>
                <Text style={{ ...styles.text, fontWeight: 600, margin: '0 0 4px' }}>
                  <Link href={context.link(localizedPath(`/news/${article.id}`, context.language))} style={styles.link}>
                    {article.title}
                  </Link>
                </Text>
                <Text style={{ ...styles.text, margin: '0 0 4px' }}>{article.excerpt}</Text>
                <Text style={{ ...styles.text, margin: 0 }}>
                  <Link href={context.link(localizedPath(`/news/${article.id}`, context.language))} style={styles.link}>
                    {t('newsletter.readMore')}
                  </Link>
                </Text>
              </Section>
            ))}
          </Section>
        ) : null}
      </MailLayout>
    );
  },
});
