import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import type { Language } from '../../../../shared/constants';
import { markdownToHtml } from '../../../../shared/markdown';
import { ButtonLink } from '../../../ui/button-link';
import { FallbackImage } from './Cards';
import { PageHero, Section } from './Page';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalL },
  image: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    marginBottom: tokens.spacingVerticalXL,
  },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  heading: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  spaced: { marginTop: tokens.spacingVerticalM },
  facts: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
  prose: {
    '& p, & ul, & ol, & blockquote, & pre': { margin: `0 0 ${tokens.spacingVerticalL}` },
    '& h2, & h3, & h4, & h5, & h6': {
      fontWeight: tokens.fontWeightSemibold,
      margin: `${tokens.spacingVerticalXL} 0 ${tokens.spacingVerticalM}`,
    },
    '& h2': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
    '& h3': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
    '& blockquote': {
      paddingLeft: tokens.spacingHorizontalL,
      borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& pre': { overflowX: 'auto', padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground3 },
    '& > :last-child': { marginBottom: 0 },
  },
  proseLarge: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  proseMedium: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    marginTop: tokens.spacingVerticalM,
  },
});

/**
 * The body of an article or event, written in Markdown (plain text written before reads as it did:
 * paragraphs by blank lines, line breaks kept, web addresses linked). The HTML is made and sanitized
 * on the server (see shared/markdown.ts), so nothing stored can run on the page.
 */
export function RichText({
  text,
  size = 'large',
  lang,
}: {
  text: string;
  size?: 'large' | 'medium';
  /** The text's language where it differs from the page's. */
  lang?: Language | undefined;
}) {
  const styles = useStyles();
  return (
    <div
      lang={lang}
      className={mergeClasses(styles.prose, size === 'large' ? styles.proseLarge : styles.proseMedium)}
      dangerouslySetInnerHTML={{ __html: markdownToHtml(text) }}
    />
  );
}

/**
 * The wide image of a detail page, or the stock `fallback` when there is none or it cannot be
 * loaded; `alt` describes it (without one it is decorative), in `lang` where that differs from the page's.
 */
export function DetailImage({
  src,
  fallback,
  alt,
  lang,
}: {
  src: string | null | undefined;
  fallback: string;
  alt?: string | null;
  lang?: Language | undefined;
}) {
  return <FallbackImage className={useStyles().image} src={src} fallback={fallback} alt={alt} lang={lang} />;
}

/** The subtle "back to the list" button above a detail page's content. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.back}>
      <ButtonLink to={to} appearance="subtle" icon={<ArrowLeftRegular aria-hidden />}>
        {label}
      </ButtonLink>
    </div>
  );
}

/**
 * A record's detail page: the hero, the back link, then the main column (`children`) beside the
 * `aside` column (one column on small screens).
 */
export function DetailView({
  title,
  summary,
  titleLang,
  back,
  aside,
  children,
}: {
  title: string;
  summary: string;
  /** The title's language where it differs from the page's. */
  titleLang?: Language | undefined;
  back: { to: string; label: string };
  aside: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <>
      <PageHero title={title} text={summary} lang={{ title: titleLang }} />
      <Section>
        <BackLink to={back.to} label={back.label} />
        <div className={styles.layout}>
          <div>{children}</div>
          {aside}
        </div>
      </Section>
    </>
  );
}

/** A section heading (h2) of a detail page; `spaced` leaves room above it. */
export function DetailHeading({ spaced = false, children }: { spaced?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return <h2 className={mergeClasses(styles.heading, spaced && styles.spaced)}>{children}</h2>;
}

/**
 * The facts card beside a detail page: `before` it, the h2 `title` and the `[term, value]` pairs
 * as a description list; `children` follow the list.
 */
export function FactsCard({
  testId,
  title,
  facts,
  before,
  children,
}: {
  testId: string;
  title: string;
  facts: readonly (readonly [string, ReactNode])[];
  before?: ReactNode;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.facts} data-testid={testId}>
      {before}
      <DetailHeading>{title}</DetailHeading>
      <dl className={styles.list}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </Card>
  );
}
