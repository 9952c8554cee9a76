import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
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
});

/** Paragraphs of a plain-text body: blank lines separate them, each is trimmed, empty ones are dropped. */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The wide image of a detail page, or the stock `fallback` when there is none or it cannot be loaded. */
export function DetailImage({ src, fallback }: { src: string | null | undefined; fallback: string }) {
  return <FallbackImage className={useStyles().image} src={src} fallback={fallback} />;
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
  back,
  aside,
  children,
}: {
  title: string;
  summary: string;
  back: { to: string; label: string };
  aside: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <>
      <PageHero title={title} text={summary} />
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
