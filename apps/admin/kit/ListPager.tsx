import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pagerText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The previous/next pager under a list paged by the server: 'Page X of Y · total' as a status,
 * a small spinner while the next page loads (the previous one stays on screen), and the buttons.
 */
export function ListPager({
  page,
  pages,
  total,
  loading,
  onPage,
}: {
  page: number;
  pages: number;
  /** The list's own count of everything that matches ('12 applications'). */
  total: string;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label={t('admin:list.pagination')}>
      <p className={styles.pagerText} role="status">
        {t('admin:list.pageOf', { page, pages })} · {total}
      </p>
      <div className={styles.pagerButtons}>
        {loading ? <Spinner size="tiny" label={t('admin:common.loading')} /> : null}
        {/* Focusable when disabled, so the keyboard stays put on the first and last page. */}
        <Button icon={<ChevronLeftRegular />} disabledFocusable={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin:list.previous')}
        </Button>
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabledFocusable={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('admin:list.next')}
        </Button>
      </div>
    </nav>
  );
}
