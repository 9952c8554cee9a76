import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HERO_STATS } from '../../../../../shared/constants';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ButtonLink } from '../../../../ui/button-link';
import { PageHero } from '../../components/Page';

const useStyles = makeStyles({
  heroSecondary: {
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  stats: {
    flexBasis: '100%',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXXL,
    margin: `${tokens.spacingVerticalL} 0 0`,
  },
  stat: { display: 'flex', flexDirection: 'column-reverse' },
  statValue: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  statLabel: { fontSize: tokens.fontSizeBase400 },
});

export function HomeHero() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <PageHero title={t('home:hero.title')} text={t('home:hero.text')}>
      <ButtonLink to="/membership/apply" appearance="secondary" size="large">
        {t('home:hero.becomeMember')}
      </ButtonLink>
      <ButtonLink to="/about" appearance="outline" size="large" className={styles.heroSecondary}>
        {t('home:hero.learnMore')}
        <VisuallyHidden>: {t('common:nav.about')}</VisuallyHidden>
      </ButtonLink>
      <dl className={styles.stats} aria-label={t('home:hero.statsLabel')}>
        {HERO_STATS.map((stat) => (
          <div key={stat.id} className={styles.stat} data-testid="hero-stat">
            <dt className={styles.statLabel}>{t(`home:hero.stats.${stat.id}`)}</dt>
            <dd className={styles.statValue}>{t('home:hero.stats.value', { value: stat.value })}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
