import { Badge, Card, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGING, SKELETON_COUNTS } from '../../../../shared/constants';
import type { NewsArticle, NewsCategory } from '../../../../shared/entities';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { formatCardDate } from '../../../ui/dates';
import { FALLBACK_IMAGES, FallbackImage, NewsCard } from '../components/Cards';
import { SearchField, SelectField } from '../components/Fields';
import { DeferredSubscribeForm } from '../components/DeferredSubscribeForm';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { Pagination } from '../components/Pagination';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { ListResults } from '../components/States';
import { useNews, useNewsArchive } from '../hooks/content';
import { ALL, splitNews } from '../lib/filters';
import { pageCountOf } from '../lib/pages';

const useStyles = makeStyles({
  featured: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'grid', gap: tokens.spacingHorizontalXL, alignContent: 'start' },
  lead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  leadTitle: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
  },
  leadText: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  toolbar: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  newsletter: { backgroundColor: tokens.colorBrandBackground2 },
});

/** The first featured article, shown large. */
function LeadArticle({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  return (
    <Card className={styles.lead} data-testid="featured-lead">
      <FallbackImage src={article.image} fallback={FALLBACK_IMAGES.news} fetchPriority="high" />
      <span className={styles.meta}>
        <Badge appearance="filled">{t(`common:newsCategories.${article.category}`)}</Badge>
        <CalendarRegular aria-hidden />
        <time dateTime={article.publishDate}>{formatCardDate(article.publishDate)}</time>
      </span>
      <h3 className={styles.leadTitle}>{article.title}</h3>
      <p className={styles.leadText}>{article.excerpt}</p>
      <Link to={`/news/${article.id}`}>
        {t('common:common.readMore')}
        <VisuallyHidden>: {article.title}</VisuallyHidden>
      </Link>
    </Card>
  );
}

/** Featured Articles: the first large, items 2 and 3 smaller (§2, §9). */
function FeaturedArticles({ articles }: { articles: NewsArticle[] }) {
  const { t } = useTranslation('news');
  const styles = useStyles();
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <Section title={t('featured.title')}>
      <div className={styles.featured}>
        <LeadArticle article={lead} />
        {rest.length > 0 ? (
          <div className={styles.side}>
            {rest.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** Holds the featured section's place while the news loads, so the page does not jump when it arrives. */
function FeaturedPlaceholder() {
  const { t } = useTranslation('news');
  const styles = useStyles();
  const block = (ratio: string) => (
    <Skeleton aria-hidden>
      <SkeletonItem shape="rectangle" style={{ aspectRatio: ratio, height: 'auto' }} />
      <SkeletonItem style={{ marginTop: tokens.spacingVerticalM }} />
      <SkeletonItem style={{ marginTop: tokens.spacingVerticalS, width: '70%' }} />
    </Skeleton>
  );
  return (
    <Section title={t('featured.title')}>
      <div className={styles.featured} aria-busy="true">
        {block('16 / 9')}
        <div className={styles.side}>
          {block('16 / 7')}
          {block('16 / 7')}
        </div>
      </div>
    </Section>
  );
}

/** The archive (§2): every visible article but the featured three, paged, searched and filtered by the server. */
function NewsArchive() {
  const { t, i18n } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const sectionRef = useRef<HTMLDivElement>(null);
  const searched = useDebouncedValue(search.trim());
  const { data, isPending, isError } = useNewsArchive({ page, search: searched, category });

  const categories = [...(data?.categories ?? [])].sort((a, b) =>
    t(`common:newsCategories.${a}`).localeCompare(t(`common:newsCategories.${b}`), i18n.language),
  );
  // The choice stays listed while another page or search loads, even if it no longer occurs.
  if (category !== ALL && !categories.includes(category as NewsCategory)) categories.push(category as NewsCategory);
  const total = data?.total ?? 0;

  // A new search or category starts again on the first page.
  const [lastQuery, setLastQuery] = useState({ searched, category });
  if (lastQuery.searched !== searched || lastQuery.category !== category) {
    setLastQuery({ searched, category });
    setPage(1);
  }

  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Section title={t('news:archive.title')} intro={t('news:archive.intro')}>
      <div ref={sectionRef} className={styles.toolbar}>
        <SearchField
          label={t('news:filters.search')}
          placeholder={t('news:filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('news:filters.category')}
          value={category}
          onChange={setCategory}
          allLabel={t('news:filters.allCategories')}
          allValue={ALL}
          options={categories.map((code) => [code, t(`common:newsCategories.${code}`)])}
        />
      </div>
      <ListResults
        isError={isError}
        isPending={isPending}
        skeletons={SKELETON_COUNTS.news}
        loadingLabel={t('news:archive.loading')}
        count={total}
        countText={t('news:archive.count', { count: total })}
        emptyTitle={t('news:empty.title')}
      >
        <CardGrid>
          {data?.items.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </CardGrid>
        <Pagination
          label={t('news:pagination.label')}
          page={data?.page ?? page}
          pageCount={pageCountOf(total, data?.pageSize ?? PAGING.newsArchivePageSize)}
          onChange={goTo}
        />
      </ListResults>
    </Section>
  );
}

/** The newsletter box (§2): subscribes an e-mail address to the newsletter. */
function Newsletter() {
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="newsletter"
      className={styles.newsletter}
      title={t('news:newsletter.title')}
      intro={t('news:newsletter.text')}
    >
      <DeferredSubscribeForm
        list="newsletter"
        label={t('news:newsletter.title')}
        emailLabel={t('news:newsletter.email')}
        submitLabel={t('common:common.subscribe')}
      />
    </Section>
  );
}

/** /news: featured articles, the searchable, paged archive and the newsletter box (§2). */
export function NewsPage() {
  usePage('news');
  const { t } = useTranslation('news');
  const { data, isPending } = useNews();
  const { featured } = useMemo(() => splitNews(data ?? []), [data]);
  return (
    <>
      <PageHero title={t('hero.title')} text={t('hero.text')} />
      {isPending ? <FeaturedPlaceholder /> : null}
      {!isPending && featured.length > 0 ? <FeaturedArticles articles={featured} /> : null}
      <NewsArchive />
      <Newsletter />
    </>
  );
}
