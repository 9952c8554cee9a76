import { makeStyles, tokens } from '@fluentui/react-components';
import {
  EyeRegular,
  HandshakeRegular,
  HeartRegular,
  PeopleCommunityRegular,
  ShieldCheckmarkRegular,
  TargetArrowRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../components/SiteLink';
import { REGIONS } from '../../../../shared/entities';
import { FeatureCard, RegionImage } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';

/** The five purposes; texts at `about:purpose.items.<id>`. */
const PURPOSES = ['trade', 'network', 'knowledge', 'representation', 'sustainability'] as const;

/** The four values; texts at `about:values.items.<id>`. */
const VALUES: readonly {
  id: 'integrity' | 'collaboration' | 'socialResponsibility' | 'inclusion';
  icon: FluentIcon;
}[] = [
  { id: 'integrity', icon: ShieldCheckmarkRegular },
  { id: 'collaboration', icon: HandshakeRegular },
  { id: 'socialResponsibility', icon: HeartRegular },
  { id: 'inclusion', icon: PeopleCommunityRegular },
];

const VISION_MISSION: readonly { id: 'vision' | 'mission'; icon: FluentIcon }[] = [
  { id: 'vision', icon: EyeRegular },
  { id: 'mission', icon: TargetArrowRegular },
];

/** The page's anchors and the key of each section's title, for the in-page navigation. */
const ANCHORS = [
  { id: 'purpose', key: 'about:purpose.title' },
  { id: 'vision-mission', key: 'about:visionMission.title' },
  { id: 'values', key: 'about:values.title' },
  { id: 'regions', key: 'about:regions.title' },
] as const;

const useStyles = makeStyles({
  pageNav: { flexBasis: '100%' },
  pageNavList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  pageNavLink: {
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textUnderlineOffset: '4px',
    ':hover': { textDecorationThickness: '2px' },
  },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    // Five items: three and two per row on wide screens.
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  },
  number: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
  },
  icon: { fontSize: '36px', color: tokens.colorBrandForeground1 },
  twoColumns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 760px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Links to the page's sections, inside the hero. */
function PageNavigation() {
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <nav className={styles.pageNav} aria-label={t('about:hero.onThisPage')}>
      <ul className={styles.pageNavList}>
        {ANCHORS.map((anchor) => (
          <li key={anchor.id}>
            <SiteLink className={styles.pageNavLink} to={`#${anchor.id}`}>
              {t(anchor.key)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PurposeSection() {
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <Section id="purpose" title={t('about:purpose.title')} intro={t('about:purpose.intro')}>
      <ol className={styles.list}>
        {PURPOSES.map((id, index) => (
          <li key={id}>
            <FeatureCard
              media={
                <span className={styles.number} aria-hidden>
                  {index + 1}
                </span>
              }
              title={t(`about:purpose.items.${id}.title`)}
              text={t(`about:purpose.items.${id}.text`)}
              testId="purpose-item"
              relaxed
            />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function VisionMissionSection() {
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <Section id="vision-mission" title={t('about:visionMission.title')} className={styles.tinted}>
      <div className={styles.twoColumns}>
        {VISION_MISSION.map(({ id, icon: Icon }) => (
          <FeatureCard
            key={id}
            media={<Icon className={styles.icon} aria-hidden />}
            title={t(`about:visionMission.${id}.title`)}
            text={t(`about:visionMission.${id}.text`)}
            relaxed
          />
        ))}
      </div>
    </Section>
  );
}

function ValuesSection() {
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <Section id="values" title={t('about:values.title')} intro={t('about:values.intro')}>
      <CardGrid>
        {VALUES.map(({ id, icon: Icon }) => (
          <FeatureCard
            key={id}
            media={<Icon className={styles.icon} aria-hidden />}
            title={t(`about:values.items.${id}.title`)}
            text={t(`about:values.items.${id}.text`)}
            testId="value-card"
            relaxed
          />
        ))}
      </CardGrid>
    </Section>
  );
}

function RegionsSection() {
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <Section id="regions" title={t('about:regions.title')} intro={t('about:regions.intro')} className={styles.tinted}>
      <CardGrid className={styles.fit}>
        {REGIONS.map((region) => (
          <FeatureCard
            key={region}
            media={<RegionImage src={`/images/home/${region}.webp`} lazy />}
            title={t(`about:regions.items.${region}.title`)}
            text={t(`about:regions.items.${region}.text`)}
            testId="region-card"
            relaxed
          />
        ))}
      </CardGrid>
    </Section>
  );
}

/** The about page: purpose, vision and mission, values and regions, each an anchor. */
export function AboutPage() {
  usePage('about');
  const { t } = useTranslation(['about', 'common']);
  const styles = useStyles();
  return (
    <>
      <PageHero title={t('about:hero.title')} text={t('about:hero.text')}>
        <PageNavigation />
      </PageHero>
      <PurposeSection />
      <VisionMissionSection />
      <ValuesSection />
      <RegionsSection />
      <Section title={t('about:cta.title')} intro={t('about:cta.text')}>
        <div className={styles.actions}>
          <ButtonLink to="/membership/apply">{t('about:cta.join')}</ButtonLink>
          <ButtonLink to="/team" appearance="outline">
            {t('about:cta.team')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
