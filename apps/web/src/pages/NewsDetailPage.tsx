import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '../../../../shared/entities';
import { formatCardDate } from '../../../ui/dates';
import { FALLBACK_IMAGES } from '../components/Cards';
import { BackLink, DetailImage, RichText } from '../components/DetailPage';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { PageHero, Section } from '../components/Page';
import { newsArticleData } from '../lib/structured-data';
import { useAbsoluteUrls, useSiteName } from '../page-context';
import { usePageData } from '../page-data';
import { usePageHead } from '../page-head';

const useStyles = makeStyles({
  article: { maxWidth: '48rem' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalL,
  },
});

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const published = formatCardDate(article.publishDate);
  const textLang = useTextLanguage(article);
  return (
    <>
      <PageHero title={article.title} text={article.excerpt} lang={{ title: textLang, text: textLang }} />
      <Section>
        <BackLink to="/news" label={t('news:detail.back')} />
        <article className={styles.article} data-testid="news-article">
          <div className={styles.meta}>
            <Badge appearance="tint">{t(`common:newsCategories.${article.category}`)}</Badge>
            <CalendarRegular aria-hidden />
            <time dateTime={article.publishDate}>{t('news:detail.published', { date: published })}</time>
          </div>
          <EnglishOnlyNote lang={textLang} />
          <DetailImage src={article.image} fallback={FALLBACK_IMAGES.news} alt={article.imageAlt} lang={textLang} />
          <RichText text={article.content} lang={textLang} />
        </article>
      </Section>
    </>
  );
}

/** /news/:id: one article in full (an unknown or unpublished id is the 404 page). */
export function NewsDetailPage() {
  const { article } = usePageData();
  const urls = useAbsoluteUrls();
  const siteName = useSiteName();
  if (!article) throw new Error('The article page renders with its article');
  const image = urls.absolute(article.image ?? FALLBACK_IMAGES.news);
  usePageHead({
    title: article.title,
    description: article.excerpt,
    image,
    type: 'article',
    structuredData: [
      newsArticleData(article, {
        url: urls.page,
        image,
        publisher: { name: siteName, url: urls.absolute('/'), logo: urls.absolute('/favicon.svg') },
      }),
    ],
  });
  return <ArticleView article={article} />;
}
