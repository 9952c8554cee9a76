import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '../../../../shared/entities';
import { formatCardDate } from '../../../ui/dates';
import { FALLBACK_IMAGES } from '../components/Cards';
import { BackLink, DetailFallback, DetailImage, textParagraphs, useDetailRecord } from '../components/DetailPage';
import { PageHero, Section } from '../components/Page';
import { useNewsArticle } from '../hooks/content';

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
  paragraph: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    whiteSpace: 'pre-line',
  },
});

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const published = formatCardDate(article.publishDate);
  return (
    <>
      <PageHero title={article.title} text={article.excerpt} />
      <Section>
        <BackLink to="/news" label={t('news:detail.back')} />
        <article className={styles.article} data-testid="news-article">
          <div className={styles.meta}>
            <Badge appearance="tint">{t(`common:newsCategories.${article.category}`)}</Badge>
            <CalendarRegular aria-hidden />
            <time dateTime={article.publishDate}>{t('news:detail.published', { date: published })}</time>
          </div>
          <DetailImage src={article.image} fallback={FALLBACK_IMAGES.news} />
          {/* Rendered as text (never as HTML); single line breaks are kept by `white-space: pre-line`. */}
          {textParagraphs(article.content).map((text, index) => (
            <p key={index} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </article>
      </Section>
    </>
  );
}

/** /news/:id: one article in full; a 404 from the API shows the not-found state. */
export function NewsDetailPage() {
  const detail = useDetailRecord(useNewsArticle, { list: 'news', titleKey: 'meta.title' }, (record) => ({
    title: record.title,
    description: record.excerpt,
  }));
  const article = detail.record;

  if (article) return <ArticleView article={article} />;
  return <DetailFallback detail={detail} />;
}
