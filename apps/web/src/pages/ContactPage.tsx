import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Card,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  BuildingMultipleRegular,
  CompassNorthwestRegular,
  GlobeRegular,
  LinkRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeatureCard } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { ContactForm } from '../components/ContactForm';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { ContactDetails, OfficeCards } from '../components/ContactInfo';

/** The four membership benefits (§2 Contact page); texts at `contact:benefits.items.<id>`. */
const BENEFITS: readonly { id: string; icon: FluentIcon }[] = [
  { id: 'linkage', icon: LinkRegular },
  { id: 'networks', icon: GlobeRegular },
  { id: 'visibility', icon: BuildingMultipleRegular },
  { id: 'guidance', icon: CompassNorthwestRegular },
];

/** The four FAQ entries (§2 Contact page); texts at `contact:faq.items.<id>`. */
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
      </div>
    </Section>
  );
}

/**
 * Brings the form into view and puts the cursor in its first field. The layout scrolls on a hash
 * change only, and after "Apply for Membership" the URL already ends in #contact-form.
 */
function goToContactForm(): void {
  const form = document.getElementById('contact-form');
  if (!form) return;
  form.scrollIntoView();
  form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

function FaqSection() {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  return (
    <Section id="faq" title={t('contact:faq.title')} intro={t('contact:faq.intro')} className={styles.tinted}>
      <Accordion className={styles.faq} collapsible multiple>
        {FAQ_IDS.map((id) => (
          <AccordionItem key={id} value={id} data-testid="faq-item">
            <AccordionHeader as="h3" expandIconPosition="end">
              {t(`contact:faq.items.${id}.question`)}
            </AccordionHeader>
            <AccordionPanel>
              <p className={styles.answer}>{t(`contact:faq.items.${id}.answer`)}</p>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
      <p className={styles.faqMore}>
        <span>{t('contact:faq.more')}</span>
        <Link className={styles.link} to="#contact-form" onClick={goToContactForm}>
          {t('contact:faq.moreLink')}
        </Link>
      </p>
    </Section>
  );
}

/** The contact page (§2): form, contact information, regional offices, membership benefits and FAQ. */
export function ContactPage() {
  usePage('contact');
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  return (
    <>
      <PageHero title={t('contact:hero.title')} text={t('contact:hero.text')} />
      <Section>
        <div className={styles.formLayout}>
          <Card className={styles.formCard}>
            <ContactForm headingLevel={2} />
          </Card>
          <ContactDetails headingLevel={2} />
        </div>
      </Section>
      <Section
        id="offices"
        title={t('contact:offices.title')}
        intro={t('contact:offices.intro')}
        className={styles.tinted}
      >
        <OfficeCards headingLevel={3} />
      </Section>
      <BenefitsSection />
      <FaqSection />
    </>
  );
}
