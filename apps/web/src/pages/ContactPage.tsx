import { Card, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingMultipleRegular,
  ChevronDownRegular,
  CompassNorthwestRegular,
  GlobeRegular,
  LinkRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../components/SiteLink';
import { FeatureCard } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { Island } from '../islands/Island';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { ContactDetails, OfficeCards, splitOffices } from '../components/ContactInfo';
import { usePageData } from '../page-data';

/** The four membership benefits; texts at `contact:benefits.items.<id>`. */
const BENEFITS: readonly { id: string; icon: FluentIcon }[] = [
  { id: 'linkage', icon: LinkRegular },
  { id: 'networks', icon: GlobeRegular },
  { id: 'visibility', icon: BuildingMultipleRegular },
  { id: 'guidance', icon: CompassNorthwestRegular },
];

/** The four FAQ entries; texts at `contact:faq.items.<id>`. */
const FAQ_IDS = ['what', 'who', 'fee', 'events'] as const;

/** Where "Apply for Membership" goes: this page's form with the membership inquiry preselected. */
const APPLY_LINK = '/contact?inquiryType=membership#contact-form';

const useStyles = makeStyles({
  formLayout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  formCard: { padding: tokens.spacingHorizontalXL },
  link: { color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere' },
  benefitIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXL },
  faq: { maxWidth: '48rem' },
  faqItem: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '&[open] > summary svg': { transform: 'rotate(180deg)' },
  },
  faqQuestion: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    cursor: 'pointer',
    listStyleType: 'none',
    '::-webkit-details-marker': { display: 'none' },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  faqHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  faqIcon: { flexShrink: 0, fontSize: '20px' },
  answer: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
  faqMore: { marginTop: tokens.spacingVerticalXL, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function BenefitsSection() {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  return (
    <Section id="benefits" title={t('contact:benefits.title')} intro={t('contact:benefits.intro')}>
      <CardGrid>
        {BENEFITS.map(({ id, icon: Icon }) => (
          <FeatureCard
            key={id}
            media={<Icon className={styles.benefitIcon} aria-hidden />}
            title={t(`contact:benefits.items.${id}.title`)}
            text={t(`contact:benefits.items.${id}.text`)}
            testId="benefit-card"
          />
        ))}
      </CardGrid>
      <div className={styles.actions}>
        <ButtonLink to={APPLY_LINK}>{t('contact:benefits.apply')}</ButtonLink>
        <ButtonLink to="/membership/apply" appearance="outline">
          {t('contact:benefits.applicationForm')}
        </ButtonLink>
      </div>
    </Section>
  );
}

function FaqSection() {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  return (
    <Section id="faq" title={t('contact:faq.title')} intro={t('contact:faq.intro')} className={styles.tinted}>
      {/* Native disclosure widgets: they open and close without any script, and every answer is in the page. */}
      <div className={styles.faq}>
        {FAQ_IDS.map((id) => (
          <details key={id} className={styles.faqItem} data-testid="faq-item">
            <summary className={styles.faqQuestion}>
              <h3 className={styles.faqHeading}>{t(`contact:faq.items.${id}.question`)}</h3>
              <ChevronDownRegular className={styles.faqIcon} aria-hidden />
            </summary>
            <p className={styles.answer}>{t(`contact:faq.items.${id}.answer`)}</p>
          </details>
        ))}
      </div>
      <p className={styles.faqMore}>
        <span>{t('contact:faq.more')}</span>
        <SiteLink className={styles.link} to="#contact-form">
          {t('contact:faq.moreLink')}
        </SiteLink>
      </p>
    </Section>
  );
}

/**
 * The contact page: form, contact information, regional offices, membership benefits and FAQ (the
 * headquarters' details and the offices only when staff list them).
 */
export function ContactPage() {
  usePage('contact');
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  const { headquarters, regional } = splitOffices(usePageData().offices ?? []);
  return (
    <>
      <PageHero title={t('contact:hero.title')} text={t('contact:hero.text')} />
      <Section>
        <div className={styles.formLayout}>
          <Card className={styles.formCard}>
            <Island name="ContactForm" props={{ headingLevel: 2 }} />
          </Card>
          {headquarters ? <ContactDetails headquarters={headquarters} headingLevel={2} /> : null}
        </div>
      </Section>
      {regional.length ? (
        <Section
          id="offices"
          title={t('contact:offices.title')}
          intro={t('contact:offices.intro')}
          className={styles.tinted}
        >
          <OfficeCards offices={regional} headingLevel={3} />
        </Section>
      ) : null}
      <BenefitsSection />
      <FaqSection />
    </>
  );
}
