import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../components/SiteLink';
import type { NewsArchivePage, NewsArticle, NewsCategory } from '../../../../shared/entities';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { formatCardDate } from '../../../ui/dates';
import { FALLBACK_IMAGES, FallbackImage, NewsCard } from '../components/Cards';
import { SearchField, SelectField } from '../components/Fields';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { Pagination } from '../components/Pagination';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { ListResults } from '../components/States';
import { useNewsArchivePage, type ArchiveQuery } from '../hooks/archive';
import { useNews } from '../hooks/content';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { useLocalize, usePageQuery } from '../page-context';
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
      <SiteLink to={`/news/${article.id}`}>
        {t('common:common.readMore')}
        <VisuallyHidden>: {article.title}</VisuallyHidden>
      </SiteLink>
    </Card>
  );
}

/** Featured Articles: the first large, items 2 and 3 smaller. */
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

/**
 * The archive: every visible article but the featured three, paged, searched and filtered by
 * the server (an island; the server renders the page the address asks for, `?page=&search=&category=`).
 */
export function NewsArchive({ initial, query }: { initial: NewsArchivePage; query: ArchiveQuery }) {
  const { t, i18n } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const [search, setSearch] = useState(query.search);
  const [category, setCategory] = useState<string>(query.category);
  const [page, setPage] = useState(query.page);
  const sectionRef = useRef<HTMLDivElement>(null);
  const searched = useDebouncedValue(search.trim());
  const { data, isPending, isError } = useNewsArchivePage(
    { page, search: searched, category },
    { query, page: initial },
  );

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

  const addressOf = (target: { page: number; search: string; category: string }) => {
    const params = new URLSearchParams();
    if (target.page > 1) params.set('page', String(target.page));
    if (target.search) params.set('search', target.search);
    if (target.category !== ALL) params.set('category', target.category);
    const search = params.toString();
    return `${localize('/news')}${search ? `?${search}` : ''}`;
  };
  // The address follows the archive's state, so a reload or a shared link shows the same page.
  useEffect(() => {
    const address = addressOf({ page, search: searched, category });
    if (`${window.location.pathname}${window.location.search}` !== address) {
      window.history.replaceState(window.history.state, '', address);
    }
  });

  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div ref={sectionRef} className={styles.toolbar} aria-busy={isPending}>
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
          page={data.page}
          pageCount={pageCountOf(total, data.pageSize)}
          onChange={goTo}
          hrefOf={(target) => addressOf({ page: target, search: searched, category })}
        />
      </ListResults>
    </>
  );
}

/** The newsletter box: subscribes an e-mail address to the newsletter. */
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
      <Island
        name="SubscribeForm"
        props={{
          list: 'newsletter',
          label: t('news:newsletter.title'),
          emailLabel: t('news:newsletter.email'),
          submitLabel: t('common:common.subscribe'),
        }}
      />
    </Section>
  );
}

/** /news: featured articles, the searchable, paged archive and the newsletter box. */
export function NewsPage() {
  usePage('news');
  const { t } = useTranslation('news');
  const { data = [] } = useNews();
  const { archive } = usePageData();
  const params = usePageQuery();
  const { featured } = splitNews(data);
  const query: ArchiveQuery = {
    page: archive?.page ?? 1,
    search: (params.get('search') ?? '').trim(),
    category:
      archive && params.get('category') && params.get('category') !== ALL ? String(params.get('category')) : ALL,
  };
  return (
    <>
      <PageHero title={t('hero.title')} text={t('hero.text')} />
      {featured.length > 0 ? <FeaturedArticles articles={featured} /> : null}
      <Section title={t('archive.title')} intro={t('archive.intro')}>
        {archive ? <Island name="NewsArchive" props={{ initial: archive, query }} /> : null}
      </Section>
      <Newsletter />
    </>
  );
}
