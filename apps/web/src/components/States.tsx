import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  emptyTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  emptyText: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalS} 0 0` },
  count: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground2 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  toolbarCount: { margin: 0, color: tokens.colorNeutralForeground2 },
  emphasis: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/** The empty state of a filtered list. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {text ? <p className={styles.emptyText}>{text}</p> : null}
    </div>
  );
}

/** Shown when a list could not be loaded. */
export function LoadError() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyText}>{t('common.loadFailed')}</p>
    </div>
  );
}

/**
 * The body of a filtered list: the load error (the news archive fetches its pages), the empty state
 * when nothing matches, or else the result count (a status) above the results.
 */
export function ListResults({
  isError = false,
  count,
  countText,
  emptyTitle,
  children,
}: {
  isError?: boolean;
  count: number;
  countText: string;
  emptyTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (isError) return <LoadError />;
  if (count === 0) return <EmptyState title={emptyTitle} text={t('common.tryAdjusting')} />;
  return (
    <>
      <p className={styles.count} role="status">
        {countText}
      </p>
      {children}
    </>
  );
}

/**
 * The bar above a list's results: the count (a status, `emphasis` makes it semibold) on the left and
 * the list's note (`children`) on the right; `className` adjusts the bar's spacing.
 */
export function ResultsToolbar({
  countText,
  countTestId,
  emphasis = false,
  className,
  children,
}: {
  countText: string;
  countTestId?: string;
  emphasis?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.toolbar, className)}>
      <p
        className={mergeClasses(styles.toolbarCount, emphasis && styles.emphasis)}
        role="status"
        data-testid={countTestId}
      >
        {countText}
      </p>
      {children}
    </div>
  );
}
