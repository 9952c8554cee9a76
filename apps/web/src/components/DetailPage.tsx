import { Card, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../ui/api';
import { usePageMeta } from '../../../ui/page-meta';
import { useSiteName } from '../../../ui/site-settings';
import { ButtonLink } from '../../../ui/button-link';
import { FallbackImage } from './Cards';
import { PageHero, Section } from './Page';
import { LoadError } from './States';

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
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
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

/** Whether a detail query failed because the record does not exist (HTTP 404). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

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

/** The lists with detail pages; each is also the namespace of its texts and the path of its list. */
type DetailList = 'events' | 'members' | 'news';

/** What a detail page says while its record is not there. */
interface DetailTexts {
  /** The generic title: the page meta's and the hero's while loading or after a load error. */
  title: string;
  /** The generic meta description. */
  description: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The spinner's label while the record loads. */
  loading: string;
  back: { to: string; label: string };
}

/** The query of one record by id, as the content hooks return it. */
interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/** A detail page's record, its state and the texts for when it is not there. */
export interface DetailState<T> {
  record: T | undefined;
  isPending: boolean;
  notFound: boolean;
  texts: DetailTexts;
}

/**
 * Loads the record of the `:id` route with `useRecord` and sets the page meta: `describe` of the
 * record once it is there, otherwise the not-found texts (`<list>:notFound.*`) or the generic ones
 * (`<list>:<titleKey>` and `<list>:meta.description`).
 */
export function useDetailRecord<T>(
  useRecord: (id: string) => RecordQuery<T>,
  { list, titleKey }: { list: DetailList; titleKey: string },
  describe: (record: T) => { title: string; description: string },
): DetailState<T> {
  const { id = '' } = useParams();
  const { t } = useTranslation([list, 'common']);
  const { data, error, isPending } = useRecord(id);
  const notFound = isNotFound(error);
  // A record deleted since it was loaded: the refetch's 404 wins over the copy still cached.
  const record = notFound ? undefined : data;
  const texts: DetailTexts = {
    title: t(`${list}:${titleKey}`),
    description: t(`${list}:meta.description`),
    notFoundTitle: t(`${list}:notFound.title`),
    notFoundText: t(`${list}:notFound.text`),
    loading: t(`${list}:detail.loading`),
    back: { to: `/${list}`, label: t(`${list}:detail.back`) },
  };
  const meta = record
    ? describe(record)
    : notFound
      ? { title: texts.notFoundTitle, description: texts.notFoundText }
      : { title: texts.title, description: texts.description };
  usePageMeta(meta.title, meta.description, useSiteName());
  return { record, isPending, notFound, texts };
}

/** A detail page without its record: a spinner while it loads, then the not-found state or a load error. */
export function DetailFallback<T>({ detail: { texts, isPending, notFound } }: { detail: DetailState<T> }) {
  const styles = useStyles();
  if (isPending) {
    return (
      <>
        <PageHero title={texts.title} />
        <div className={styles.center}>
          <Spinner label={texts.loading} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero title={notFound ? texts.notFoundTitle : texts.title} text={notFound ? texts.notFoundText : undefined} />
      <Section>
        {notFound ? null : <LoadError />}
        <BackLink to={texts.back.to} label={texts.back.label} />
      </Section>
    </>
  );
}
