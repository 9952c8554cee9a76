import { Badge, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, CalendarRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { NewsArticle } from '../../../../shared/entities';
import { ApiError } from '../../../ui/api';
import { formatCardDate } from '../../../ui/dates';
import { usePageMeta } from '../../../ui/page-meta';
import { ButtonLink } from '../components/ButtonLink';
import { FALLBACK_IMAGES } from '../components/Cards';
import { PageHero, Section } from '../components/Page';
import { LoadError } from '../components/States';
import { useNewsArticle } from '../hooks/content';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalL },
  article: { maxWidth: '48rem' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalL,
  },
  image: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    marginBottom: tokens.spacingVerticalXL,
  },
  paragraph: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    whiteSpace: 'pre-line',
  },
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/**
 * The paragraphs of an article's plain-text content: blank lines separate them. The text is
 * rendered as text (never as HTML), single line breaks are kept by `white-space: pre-line`.
 */
function contentParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function BackLink() {
  const { t } = useTranslation('news');
  const styles = useStyles();
  return (
    <div className={styles.back}>
      <ButtonLink to="/news" appearance="subtle" icon={<ArrowLeftRegular aria-hidden />}>
        {t('detail.back')}
      </ButtonLink>
    </div>
  );
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const [imageFailed, setImageFailed] = useState(false);
  const published = formatCardDate(article.publishDate);
  return (
    <>
      <PageHero title={article.title} text={article.excerpt} />
      <Section>
        <BackLink />
        <article className={styles.article} data-testid="news-article">
          <div className={styles.meta}>
            <Badge appearance="tint">{t(`common:newsCategories.${article.category}`)}</Badge>
            <CalendarRegular aria-hidden />
            <time dateTime={article.publishDate}>{t('news:detail.published', { date: published })}</time>
          </div>
          <img
            className={styles.image}
            src={article.image && !imageFailed ? article.image : FALLBACK_IMAGES.news}
            alt=""
            width={800}
            height={450}
            onError={() => setImageFailed(true)}
          />
          {contentParagraphs(article.content).map((text, index) => (
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
  const { id = '' } = useParams();
  const { t } = useTranslation(['news', 'common']);
  const styles = useStyles();
  const { data: article, error, isPending } = useNewsArticle(id);
  const notFound = error instanceof ApiError && error.status === 404;

  usePageMeta(
    article?.title ?? (notFound ? t('news:notFound.title') : t('news:meta.title')),
    article?.excerpt ?? (notFound ? t('news:notFound.text') : t('news:meta.description')),
    t('common:site.name'),
  );

  if (article) return <ArticleView article={article} />;
  if (isPending) {
    return (
      <>
        <PageHero title={t('news:meta.title')} />
        <div className={styles.center}>
          <Spinner label={t('news:detail.loading')} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero
        title={notFound ? t('news:notFound.title') : t('news:meta.title')}
        text={notFound ? t('news:notFound.text') : undefined}
      />
      <Section>
        {notFound ? null : <LoadError />}
        <BackLink />
      </Section>
    </>
  );
}
