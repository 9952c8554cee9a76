import { makeStyles, tokens } from '@fluentui/react-components';
import { HandshakeRegular, PeopleCommunityRegular, RocketRegular, type FluentIcon } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../components/Blocks';
import { CardGrid, Section } from '../../components/Page';

const useStyles = makeStyles({
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  pillarIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
});

const PILLARS: readonly { id: 'connect' | 'facilitate' | 'activate'; icon: FluentIcon }[] = [
  { id: 'connect', icon: PeopleCommunityRegular },
  { id: 'facilitate', icon: HandshakeRegular },
  { id: 'activate', icon: RocketRegular },
];
export function MissionSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="mission" title={t('home:mission.title')} intro={t('home:mission.intro')}>
      <CardGrid className={styles.fit}>
        {PILLARS.map(({ id, icon: Icon }) => (
          <FeatureCard
            key={id}
            media={<Icon className={styles.pillarIcon} aria-hidden />}
            title={t(`home:mission.pillars.${id}.title`)}
            text={t(`home:mission.pillars.${id}.text`)}
            testId="mission-pillar"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
