import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Note } from './ComingSoon';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'center' },
  pages: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  pageButton: { minWidth: '40px' },
  gap: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground2 },
});

/**
 * Static pagination (no paging logic), in a list with icon-only Previous/Next and the note
 * inside the navigation: page 1 is current, the other pages and Previous/Next are disabled; `null`
 * in `pages` is a gap (…).
 */
export function StaticPagination({
  label,
  pages,
  note,
  testId,
}: {
  label: string;
  pages: readonly (number | null)[];
  note: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pageItem = (page: number | null) =>
    page === null ? (
      <span key="gap" className={styles.gap} aria-hidden>
        …
      </span>
    ) : (
      <Button
        key={page}
        className={styles.pageButton}
        appearance={page === 1 ? 'primary' : 'subtle'}
        aria-current={page === 1 ? 'page' : undefined}
        aria-label={t('common.page', { n: page })}
        disabled={page !== 1}
      >
        {page}
      </Button>
    );

  return (
    <nav className={styles.list} aria-label={label} data-testid={testId}>
      <ul className={styles.pages}>
        <li>
          <Button appearance="subtle" icon={<ChevronLeftRegular />} disabled aria-label={t('common.previous')} />
        </li>
        {pages.map((page, index) => (
          <li key={page ?? `gap-${index}`}>{pageItem(page)}</li>
        ))}
        <li>
          <Button appearance="subtle" icon={<ChevronRightRegular />} disabled aria-label={t('common.next')} />
        </li>
      </ul>
      <Note>{note}</Note>
    </nav>
  );
}
