import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../../../shared/entities';
import { FeatureCard, RegionImage } from '../../components/Blocks';
import { CardGrid, Section } from '../../components/Page';

const useStyles = makeStyles({
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  chips: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
});

/** Example countries of each region card (ISO codes; names at `home:countries.<code>`). */
const REGION_COUNTRIES: Record<Region, readonly string[]> = {
  'ibero-america': ['ES', 'PT', 'MX', 'BR', 'AR', 'CO', 'CL'],
  nordic: ['SE', 'NO', 'DK', 'FI', 'IS'],
  baltic: ['EE', 'LV', 'LT'],
};

const REGION_IMAGES: Record<Region, string> = {
  'ibero-america': '/images/home/ibero-america.webp',
  nordic: '/images/home/nordic.webp',
  baltic: '/images/home/baltic.webp',
};
export function RegionsSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="regions" title={t('home:regions.title')} intro={t('home:regions.intro')} className={styles.tinted}>
      <CardGrid className={styles.fit}>
        {(Object.keys(REGION_COUNTRIES) as Region[]).map((region) => {
          const title = t(`home:regions.items.${region}.title`);
          return (
            <FeatureCard
              key={region}
              media={<RegionImage src={REGION_IMAGES[region]} />}
              title={title}
              text={t(`home:regions.items.${region}.text`)}
              testId="region-card"
            >
              <ul className={styles.chips} aria-label={t('home:regions.countriesLabel', { region: title })}>
                {REGION_COUNTRIES[region].map((country) => (
                  <li key={country}>
                    <Badge appearance="tint" shape="rounded" size="large">
                      {t(`home:countries.${country}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          );
        })}
      </CardGrid>
    </Section>
  );
}
