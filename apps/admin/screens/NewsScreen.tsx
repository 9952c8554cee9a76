import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '../../../shared/entities';
import { formatTableDate } from '../../ui/dates';
import { useAdminNews } from '../admin-queries';
import { AdminList, matchesText, type AdminColumn } from './AdminList';
import { AddButton, RowActions } from './ContentActions';
import { YesNo } from './page';

const useStyles = makeStyles({
  title: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  excerpt: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    marginTop: tokens.spacingVerticalXXS,
  },
  date: { whiteSpace: 'nowrap' },
});

/** /admin/news: the news articles, searchable by title, excerpt or category. */
export function NewsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const query = useAdminNews();

  const category = (article: NewsArticle) => t(`common:newsCategories.${article.category}`);
  const columns: AdminColumn<NewsArticle>[] = [
    {
      key: 'title',
      header: t('admin:news.columns.title'),
      width: '40%',
      render: (article) => (
        <>
          <span className={styles.title}>{article.title}</span>
          <span className={styles.excerpt}>{article.excerpt}</span>
        </>
      ),
    },
    {
      key: 'publishDate',
      header: t('admin:news.columns.publishDate'),
      width: '9rem',
      render: (article) => (
        <time className={styles.date} dateTime={article.publishDate}>
          {formatTableDate(article.publishDate)}
        </time>
      ),
    },
    {
      key: 'category',
      header: t('admin:news.columns.category'),
      render: (article) => (
        <Badge appearance="tint" color="informative">
          {category(article)}
        </Badge>
      ),
    },
    {
      key: 'featured',
      header: t('admin:news.columns.featured'),
      width: '7rem',
      render: (article) => <YesNo value={article.featured} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '7rem',
      render: (article) => <RowActions name={article.title} />,
    },
  ];

  return (
    <AdminList
      title={t('admin:news.title')}
      description={t('admin:news.description')}
      actions={<AddButton label={t('admin:news.add')} />}
      searchLabel={t('admin:news.search')}
      searchPlaceholder={t('admin:news.searchPlaceholder')}
      query={query}
      matches={(article, needle) =>
        matchesText(needle, article.title, article.excerpt, article.category, category(article))
      }
      columns={columns}
    />
  );
}
