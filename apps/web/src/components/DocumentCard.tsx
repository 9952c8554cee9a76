import { Badge, Button, Card, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowDownloadRegular, CalendarRegular, LockClosedRegular, OpenRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants';
import type { DocumentFields } from '../../../../shared/resources';
import { formatCardDate } from '../../../ui/dates';
import { formatFileSize } from '../../../ui/file-size';
import { usePageContext } from '../page-context';
import { CoverImage } from './Cards';
import { EnglishOnlyNote } from './ContentLanguage';
import { VisuallyHidden } from './VisuallyHidden';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
  download: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * The address a Download link leads to: the download route, with the page's language for Spanish and
 * Swedish so that a refusal (members only) comes back in the language the visitor reads.
 */
export function downloadHref(downloadUrl: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return downloadUrl;
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Whether a document is an address elsewhere rather than an uploaded file. */
const isExternal = (document: DocumentFields) => document.external;

/**
 * The Download link of a document, with its format and size (or "external", opening in a new tab);
 * for a members-only document the link's name says that it needs a member sign-in. Nothing when the
 * document has nothing to download.
 */
export function DownloadLink({
  document,
  title,
  titleLang,
}: {
  document: DocumentFields;
  /** The document's title: tells the page's Download links apart for screen readers. */
  title: string;
  titleLang?: Language | undefined;
}) {
  const { t } = useTranslation('common');
  const { language } = usePageContext();
  const styles = useStyles();
  const hintId = useId('download-hint');
  if (!document.downloadUrl) return null;
  const external = isExternal(document);
  const hint = external
    ? t('documents.external')
    : document.file
      ? `${document.file.format.toUpperCase()} · ${formatFileSize(document.file.size, language)}`
      : null;
  return (
    <span className={styles.download}>
      <Button
        as="a"
        href={downloadHref(document.downloadUrl, language)}
        icon={external ? <OpenRegular /> : <ArrowDownloadRegular />}
        aria-describedby={hint ? hintId : undefined}
        data-testid="download-link"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {t('common.download')}
        <VisuallyHidden>
          : <span lang={titleLang}>{title}</span>
          {document.membersOnly ? ` (${t('documents.signInNeeded')})` : null}
          {external ? ` (${t('documents.newTab')})` : null}
        </VisuallyHidden>
      </Button>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </span>
  );
}

/** The lock badge of a document only members may download. */
export function MembersOnlyBadge() {
  const { t } = useTranslation('common');
  return (
    <Badge appearance="outline" color="warning" icon={<LockClosedRegular />} data-testid="members-only">
      {t('documents.membersOnly')}
    </Badge>
  );
}

/**
 * The card of a downloadable document (report, guide, publication): cover, a tinted badge if any (and the
 * lock badge of a members-only one), the title (h3), the card's own text and facts, and its Download
 * link. `lang` is the language of the document's texts where it differs from the page's.
 */
export function DocumentCard({
  testId,
  id,
  cover,
  fallbackCover,
  badge,
  title,
  lang,
  document,
  children,
}: {
  testId: string;
  /** The card's element id (a target for links within the page). */
  id?: string;
  cover: string | null;
  /** The stock picture shown without a cover. */
  fallbackCover: string;
  badge?: string | undefined;
  title: string;
  lang: Language | undefined;
  document: DocumentFields;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId} id={id}>
      <CoverImage src={cover ?? fallbackCover} />
      <div className={styles.badges}>
        {badge ? <Badge appearance="tint">{badge}</Badge> : null}
        {document.membersOnly ? <MembersOnlyBadge /> : null}
      </div>
      <CardTitle lang={lang}>{title}</CardTitle>
      {children}
      <EnglishOnlyNote lang={lang} />
      {document.downloadUrl ? (
        <div className={styles.footer}>
          <DownloadLink document={document} title={title} titleLang={lang} />
        </div>
      ) : null}
    </Card>
  );
}

/** A wrapping row of badges. */
export function BadgeRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().badges}>{children}</div>;
}

/** The h3 title of a card or list item. */
export function CardTitle({ children, lang }: { children: ReactNode; lang?: Language | undefined }) {
  return (
    <h3 className={useStyles().title} lang={lang}>
      {children}
    </h3>
  );
}

/** The grey body text of a card. */
export function CardText({ children, lang }: { children: ReactNode; lang?: Language | undefined }) {
  return (
    <p className={useStyles().text} lang={lang}>
      {children}
    </p>
  );
}

/** A wrapping row of small grey facts (date, size, authors); `as` keeps the element the markup needs. */
export function MetaRow({ as: Element = 'div', children }: { as?: 'div' | 'span'; children: ReactNode }) {
  return <Element className={useStyles().meta}>{children}</Element>;
}

/** One fact of a MetaRow: an icon and its text. */
export function MetaItem({ children }: { children: ReactNode }) {
  return <span className={useStyles().metaItem}>{children}</span>;
}

/** A MetaItem of a date behind a calendar icon: `children` is the date as the card words it. */
export function DateItem({ children }: { children: ReactNode }) {
  return (
    <MetaItem>
      <CalendarRegular aria-hidden />
      {children}
    </MetaItem>
  );
}

/** The DateItem of the day a document came out (an ISO date). */
export function PublishedOn({ date }: { date: string }) {
  return (
    <DateItem>
      <time dateTime={date}>{formatCardDate(parseISO(date))}</time>
    </DateItem>
  );
}
