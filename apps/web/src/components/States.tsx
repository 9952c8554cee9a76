import { Card, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  emptyTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  emptyText: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalS} 0 0` },
});

/** `count` skeleton cards shown while a list loads. */
export function CardSkeletons({ count, label }: { count: number; label?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} data-testid="skeleton-card" aria-busy="true" aria-label={label ?? t('a11y.loading')}>
          <Skeleton className={styles.skeleton}>
            <SkeletonItem shape="rectangle" style={{ height: '140px' }} />
            <SkeletonItem />
            <SkeletonItem />
            <SkeletonItem style={{ width: '60%' }} />
          </Skeleton>
        </Card>
      ))}
    </>
  );
}

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
