import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { countryGroups } from '../components/membership/countries';
import { SiteLink } from '../components/SiteLink';
import { Island } from '../islands/Island';
import { PageHero, Section, usePage } from '../components/Page';
import { usePageContext } from '../page-context';

/** What happens to an application, in order; texts at `membership:intro.steps.<id>`. */
const STEPS = ['received', 'review', 'decision', 'listing'] as const;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
  about: { display: 'grid', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  steps: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
  link: { color: tokens.colorBrandForegroundLink },
  formCard: { padding: tokens.spacingHorizontalXL },
});

/** What membership asks and what follows an application: beside the form (before it on a phone). */
function AboutApplying() {
  const { t } = useTranslation(['membership', 'common']);
  const styles = useStyles();
  return (
    <div className={styles.about} data-testid="membership-intro">
      <h2 className={styles.heading}>{t('membership:intro.whoTitle')}</h2>
      <p className={styles.text}>{t('membership:intro.who')}</p>
      <h2 className={styles.heading}>{t('membership:intro.nextTitle')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`membership:intro.steps.${step}`)}</li>
        ))}
      </ol>
      <p className={styles.text}>
        {t('membership:intro.questions')}{' '}
        <SiteLink className={styles.link} to="/contact?inquiryType=membership#contact-form">
          {t('membership:intro.contactLink')}
        </SiteLink>
      </p>
    </div>
  );
}

/** /membership/apply: a company applies to join the chamber; staff review it and answer by e-mail. */
export function MembershipApplyPage() {
  usePage('membership');
  const { t } = useTranslation(['membership', 'common']);
  const { language } = usePageContext();
  const styles = useStyles();
  return (
    <>
      <PageHero title={t('membership:hero.title')} text={t('membership:hero.text')} />
      <Section>
        <div className={styles.layout}>
          <AboutApplying />
          <Card className={styles.formCard}>
            <Island name="MembershipApplicationForm" props={{ countries: countryGroups(language) }} />
          </Card>
        </div>
      </Section>
    </>
  );
}
