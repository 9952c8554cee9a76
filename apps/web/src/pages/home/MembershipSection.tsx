import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../components/Blocks';
import { ButtonLink } from '../../../../ui/button-link';
import { CardGrid, Section } from '../../components/Page';

const useStyles = makeStyles({
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  actions: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS, display: 'flex', flexWrap: 'wrap' },
  benefits: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  benefit: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  benefitIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorPaletteGreenForeground1 },
});

const MEMBERSHIP_PLANS = ['business', 'partnership'] as const;
const PLAN_BENEFITS = ['benefit1', 'benefit2', 'benefit3'] as const;
/** Where each plan's button goes: membership to the application form, a partnership to a contact enquiry. */
const PLAN_TARGETS = {
  business: '/membership/apply',
  partnership: '/contact?inquiryType=partnership#contact-form',
} as const;
export function MembershipSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="membership" title={t('home:membership.title')} intro={t('home:membership.intro')}>
      <CardGrid className={styles.fit}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <FeatureCard
            key={plan}
            title={t(`home:membership.${plan}.title`)}
            text={t(`home:membership.${plan}.text`)}
            testId="membership-card"
          >
            <ul className={styles.benefits}>
              {PLAN_BENEFITS.map((benefit) => (
                <li key={benefit} className={styles.benefit}>
                  <CheckmarkCircleRegular className={styles.benefitIcon} aria-hidden />
                  <span>{t(`home:membership.${plan}.${benefit}`)}</span>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink to={PLAN_TARGETS[plan]}>{t(`home:membership.${plan}.cta`)}</ButtonLink>
            </div>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
