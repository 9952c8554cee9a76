import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEWS_CATEGORIES,
  newsVisibility,
  type ManagedNewsArticle,
  type NewsVisibility,
} from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { formatTableDate } from '../../ui/dates';
import { newsForm } from '../kit/forms/forms';
import { ItemDialog, createTarget, editTarget, type DialogTarget } from '../kit/forms/ItemDialog';
import { useCurrentUser } from '../session';
import { AdminList, type AdminColumn } from '../kit/AdminList';
import { AddButton, RowActions } from '../kit/ContentActions';
import { ExportButton } from '../kit/ExportButton';
import { TranslationStates, useTranslationFilter } from '../kit/TranslationStates';
import { YesNo } from '../kit/page';

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

const VISIBILITIES = ['draft', 'scheduled', 'published'] as const satisfies readonly NewsVisibility[];
// Tinted badges only: each pairs a foreground with its own background, so the text contrasts on any
// row. (An outline badge has no background, and 'subtle' is meant for dark surfaces: its text is white.)
const VISIBILITY_COLORS: Record<NewsVisibility, BadgeProps['color']> = {
  draft: 'subtle',
  scheduled: 'warning',
  published: 'success',
};

/** Draft, Scheduled (published, date ahead) or Published (date reached). */
function StatusBadge({ article }: { article: ManagedNewsArticle }) {
  const { t } = useTranslation('admin');
  const visibility = newsVisibility(article);
  return (
    <Badge appearance="tint" color={VISIBILITY_COLORS[visibility]}>
      {t(`admin:news.visibility.${visibility}`)}
    </Badge>
  );
}

/** /admin/news: the articles, paged and searched by the server (title, excerpt, category), with their status. */
export function NewsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const role = useCurrentUser().data?.role;
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const translationFilter = useTranslationFilter();

  const columns: AdminColumn<ManagedNewsArticle>[] = [
    {
      key: 'title',
      header: t('admin:news.columns.title'),
      render: (article) => (
        <>
          <span className={styles.title}>{article.title}</span>
          <span className={styles.excerpt}>{article.excerpt}</span>
          <TranslationStates translations={article.translations} />
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
      // Wide enough for the longest category name ('Sustainability'), so the badge is never cut.
      width: '10rem',
      render: (article) => (
        <Badge appearance="tint" color="informative">
          {t(`common:newsCategories.${article.category}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('admin:news.columns.status'),
      width: '8rem',
      render: (article) => <StatusBadge article={article} />,
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
      width: '8rem',
      render: (article, { deleted }) => (
        <RowActions
          kind="news"
          id={article.id}
          name={article.title}
          deleted={deleted}
          onEdit={() => setDialog(editTarget(article.id))}
        />
      ),
    },
  ];

  return (
    <>
      <AdminList
        kind="news"
        title={t('admin:news.title')}
        description={t('admin:news.description')}
        actions={
          <>
            <ExportButton list="news" />
            <AddButton label={t('admin:news.add')} onAdd={() => setDialog(createTarget())} />
          </>
        }
        searchLabel={t('admin:news.search')}
        searchPlaceholder={t('admin:news.searchPlaceholder')}
        filters={[
          {
            name: 'category',
            label: t('admin:news.columns.category'),
            options: NEWS_CATEGORIES.map((code) => ({ value: code, label: t(`common:newsCategories.${code}`) })),
          },
          {
            name: 'status',
            label: t('admin:news.columns.status'),
            options: VISIBILITIES.map((value) => ({ value, label: t(`admin:news.visibility.${value}`) })),
          },
          translationFilter,
        ]}
        canShowDeleted={can(role, 'content:restore')}
        columns={columns}
        minWidth="960px"
      />
      <ItemDialog spec={newsForm} target={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
