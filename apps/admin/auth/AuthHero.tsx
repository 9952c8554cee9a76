import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
// The hard-coded chamber statistics, each labelled at `auth:hero.stats.<id>`.
import { HERO_STATS } from '../../../shared/constants';

/** The hero illustration (apps/web/public/images/auth). */
export const AUTH_HERO_IMAGE = '/images/auth/connections.svg';

const useStyles = makeStyles({
  hero: {
    display: 'none',
    // Large screens only: hidden below 1024px.
    '@media (min-width: 1024px)': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: tokens.spacingVerticalXL,
      padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
      background: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  inner: { maxWidth: '32rem', width: '100%', margin: '0 auto', display: 'grid', gap: tokens.spacingVerticalXL },
  image: { width: '100%', maxWidth: '26rem', height: 'auto', justifySelf: 'center' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeOnBrand}`,
  },
  stat: { display: 'flex', flexDirection: 'column-reverse' },
  statValue: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  statLabel: { fontSize: tokens.fontSizeBase300 },
});

/**
 * The auth page's side hero: an illustration, a short pitch and the statistics, on large screens
 * only. The pitch speaks to staff, or to members and staff alike for a visitor a public page sent
 * (`forVisitor`).
 */
export function AuthHero({ forVisitor = false }: { forVisitor?: boolean }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  return (
    <aside className={styles.hero} aria-label={t('hero.label')}>
      <div className={styles.inner}>
        <img className={styles.image} src={AUTH_HERO_IMAGE} alt="" width={480} height={360} />
        <p className={styles.title}>{t('hero.title')}</p>
        <p className={styles.text}>{t(forVisitor ? 'visitor.heroText' : 'hero.text')}</p>
        <dl className={styles.stats} aria-label={t('hero.statsLabel')}>
          {HERO_STATS.map((stat) => (
            <div key={stat.id} className={styles.stat}>
              <dt className={styles.statLabel}>{t(`hero.stats.${stat.id}`)}</dt>
              <dd className={styles.statValue}>{t('hero.stats.value', { value: stat.value })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
