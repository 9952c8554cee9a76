import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../lib/pages';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXXL,
  },
  pageButton: { minWidth: '40px' },
  gap: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground2 },
});

/**
 * A pager: Previous, the page buttons (first, last, current and neighbours, … for gaps) and Next.
 * Nothing is shown when everything fits on one page.
 */
export function Pagination({
  label,
  page,
  pageCount,
  onChange,
  hrefOf,
}: {
  label: string;
  page: number;
  pageCount: number;
  /** Called with a chosen page; without it the links (`hrefOf`) are followed as they are. */
  onChange?: (page: number) => void;
  /** The address of a page: the buttons are then links (that work without JavaScript too). */
  hrefOf?: (page: number) => string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (pageCount <= 1) return null;
  const link = (target: number) =>
    hrefOf
      ? {
          as: 'a' as const,
          href: hrefOf(target),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            if (!onChange) return;
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            event.preventDefault();
            onChange(target);
          },
        }
      : { onClick: () => onChange?.(target) };
  return (
    <nav className={styles.nav} aria-label={label}>
      <Button
        className={styles.pageButton}
        appearance="subtle"
        icon={<ChevronLeftRegular aria-hidden />}
        disabled={page <= 1}
        // Past the end, the page before is the last one that has items.
        {...link(Math.min(page - 1, pageCount))}
      >
        {t('common.previous')}
      </Button>
      {pageItems(page, pageCount).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item}
            className={styles.pageButton}
            appearance={item === page ? 'primary' : 'subtle'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.page', { n: item })}
            {...link(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        className={styles.pageButton}
        appearance="subtle"
        icon={<ChevronRightRegular aria-hidden />}
        iconPosition="after"
        disabled={page >= pageCount}
        {...link(page + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}
