import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../components/SiteLink';
import type { NewsArticle } from '../../../../shared/entities';
import { formatCardDate } from '../../../ui/dates';
import { FALLBACK_IMAGES, FallbackImage, NewsCard } from '../components/Cards';
import { PageHero, Section, usePage } from '../components/Page';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { type ArchiveQuery } from '../hooks/archive';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { usePageQuery } from '../page-context';
import { ALL } from '../lib/filters';

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
  // The server read only what the page shows: the featured articles and one page of the archive.
  const { archive, featuredNews: featured = [] } = usePageData();
  const params = usePageQuery();
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
