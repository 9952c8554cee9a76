import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BROWSER_STORAGE, durationOf, type StoredItem } from '../../../../../shared/browser-storage';
import { usePageData } from '../../page-data';

/** Which part of the list a block of the Cookie Policy shows. */
export type StorageCategory = StoredItem['category'];

const useStyles = makeStyles({
  list: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  item: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  purpose: { margin: `${tokens.spacingVerticalXS} 0 0` },
  detail: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground2 },
  label: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The cookies and browser storage entries of the site, written from the code's own list
 * (`shared/browser-storage.ts`) and, for the session, from the server's configured lifetimes: the
 * policy names exactly what the code sets, for exactly as long as the code keeps it.
 */
export function StoredItems({ category }: { category: StorageCategory }) {
  const { t } = useTranslation('legal');
  const styles = useStyles();
  const { sessionLifetime } = usePageData();
  const duration = (ms: number) => {
    const { unit, count } = durationOf(ms);
    return t(`cookies.stored.duration.${unit}`, { count });
  };
  const lifetime = ({ lifetime }: StoredItem): string => {
    switch (lifetime.kind) {
      case 'session':
        return sessionLifetime
          ? t('cookies.stored.lifetime.session', {
              idle: duration(sessionLifetime.idleMs),
              absolute: duration(sessionLifetime.absoluteMs),
            })
          : t('cookies.stored.lifetime.until-removed');
      case 'seconds':
        return t('cookies.stored.lifetime.seconds', { duration: duration(lifetime.seconds * 1000) });
      case 'browser-session':
        return t('cookies.stored.lifetime.browser-session');
      case 'until-removed':
        return t('cookies.stored.lifetime.until-removed');
    }
  };
  const items = BROWSER_STORAGE.filter((item) => item.category === category);
  return (
    <dl className={styles.list} data-testid={`stored-items-${category}`}>
      {items.map((item) => (
        <div key={`${item.where}:${item.name}`} className={styles.item} data-stored-name={item.name}>
          <dt className={styles.name}>{item.name}</dt>
          <dd className={styles.purpose}>{t(`cookies.stored.purpose.${item.purpose}`)}</dd>
          <dd className={styles.detail}>
            <span className={styles.label}>{t('cookies.stored.columns.where')}:</span>{' '}
            {t(`cookies.stored.where.${item.where}`)}
          </dd>
          <dd className={styles.detail}>
            <span className={styles.label}>{t('cookies.stored.columns.lifetime')}:</span> {lifetime(item)}
          </dd>
          {item.staffOnly && <dd className={styles.detail}>{t('cookies.stored.columns.staffOnly')}</dd>}
        </div>
      ))}
    </dl>
  );
}
