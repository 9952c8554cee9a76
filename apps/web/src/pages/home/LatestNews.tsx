import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOME_COUNTS } from '../../../../../shared/constants';
import { NewsCard } from '../../components/Cards';
import { CardGrid, Section } from '../../components/Page';
import { EmptyState } from '../../components/States';
import { useNews } from '../../hooks/content';
import { MoreLink } from './MoreLink';

const useStyles = makeStyles({
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
});

export function LatestNews() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { data = [] } = useNews();
  const articles = data.slice(0, HOME_COUNTS.news);
  return (
    <Section id="latest-news" title={t('home:news.title')} intro={t('home:news.intro')} className={styles.tinted}>
      {articles.length === 0 ? (
        <EmptyState title={t('home:news.empty')} />
      ) : (
        <CardGrid className={styles.fit}>
          {articles.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </CardGrid>
      )}
      <MoreLink to="/news">{t('home:news.viewAll')}</MoreLink>
    </Section>
  );
}
