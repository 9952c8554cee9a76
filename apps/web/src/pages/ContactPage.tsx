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
  LocationRegular,
  MailRegular,
  PhoneRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OFFICE_HOURS } from '../../../../shared/constants';
import { ButtonLink } from '../components/ButtonLink';
import { ContactForm } from '../components/ContactForm';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { HEADQUARTERS, OFFICES, type Office } from '../data/offices';

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
  info: { display: 'grid', gap: tokens.spacingVerticalL },
  infoTitle: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  infoItem: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  infoIcon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  infoLabel: { fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalXXS}` },
  infoText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  address: { fontStyle: 'normal', color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  plainList: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  link: { color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
    margin: 0,
  },
  cardSubtitle: { margin: 0, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  officeLine: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    color: tokens.colorNeutralForeground2,
  },
  lineIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  benefitIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  cardText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXL },
  faq: { maxWidth: '48rem' },
  answer: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
  faqMore: { marginTop: tokens.spacingVerticalXL, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** "+46 8 555 010 20" → "tel:+46855501020". */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * Headquarters address, phone with office hours and the two general mailboxes (§2), shown on the
 * contact page and in the home page's contact section.
 */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.info} data-testid="contact-details">
      <Heading className={styles.infoTitle}>{t('contact:info.title')}</Heading>
      <div className={styles.infoItem}>
        <LocationRegular className={styles.infoIcon} aria-hidden />
        <div>
          <p className={styles.infoLabel}>{t('contact:info.headquarters')}</p>
          <address className={styles.address}>
            {HEADQUARTERS.street}
            <br />
            {HEADQUARTERS.postalCode} {t('contact:info.hqCity')}
            <br />
            {t('contact:info.hqCountry')}
          </address>
        </div>
      </div>
      <div className={styles.infoItem}>
        <PhoneRegular className={styles.infoIcon} aria-hidden />
        <div>
          <p className={styles.infoLabel}>{t('contact:info.phone')}</p>
          <p className={styles.infoText}>
            <a className={styles.link} href={telHref(HEADQUARTERS.phone)}>
              {HEADQUARTERS.phone}
            </a>
          </p>
          <p className={styles.infoText} data-testid="office-hours">
            {t('contact:info.hours', { defaultValue: OFFICE_HOURS })}
          </p>
        </div>
      </div>
      <div className={styles.infoItem}>
        <MailRegular className={styles.infoIcon} aria-hidden />
        <div>
          <p className={styles.infoLabel}>{t('contact:info.email')}</p>
          <ul className={styles.plainList}>
            {HEADQUARTERS.mailboxes.map((mailbox) => (
              <li key={mailbox.id} className={styles.infoText}>
                {t(`contact:info.mailboxes.${mailbox.id}`)}:{' '}
                <a className={styles.link} href={`mailto:${mailbox.email}`}>
                  {mailbox.email}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function OfficeCard({ office, headingLevel }: { office: Office; headingLevel: 3 | 4 }) {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const city = t(`contact:offices.${office.id}.city`);
  return (
    <Card className={styles.card} data-testid="office-card">
      <Heading className={styles.cardTitle}>{t(`contact:offices.${office.id}.title`)}</Heading>
      <p className={styles.cardSubtitle}>{city}</p>
      <div className={styles.officeLine}>
        <LocationRegular className={styles.lineIcon} aria-hidden />
        <address className={styles.address}>
          {office.street}
          <br />
          {office.postalCode} {city}, {t(`contact:offices.${office.id}.country`)}
        </address>
      </div>
      <div className={styles.officeLine}>
        <PhoneRegular className={styles.lineIcon} aria-label={t('contact:offices.phone')} />
        <a className={styles.link} href={telHref(office.phone)}>
          {office.phone}
        </a>
      </div>
      <div className={styles.officeLine}>
        <MailRegular className={styles.lineIcon} aria-label={t('contact:offices.email')} />
        <a className={styles.link} href={`mailto:${office.email}`}>
          {office.email}
        </a>
      </div>
    </Card>
  );
}

/** The three regional offices (Mexico City, Stockholm, Tallinn) as cards. */
export function OfficeCards({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const styles = useStyles();
  return (
    <CardGrid className={styles.fit}>
      {OFFICES.map((office) => (
        <OfficeCard key={office.id} office={office} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}

function BenefitsSection() {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  return (
    <Section id="benefits" title={t('contact:benefits.title')} intro={t('contact:benefits.intro')}>
      <CardGrid>
        {BENEFITS.map(({ id, icon: Icon }) => (
          <Card key={id} className={styles.card} data-testid="benefit-card">
            <Icon className={styles.benefitIcon} aria-hidden />
            <h3 className={styles.cardTitle}>{t(`contact:benefits.items.${id}.title`)}</h3>
            <p className={styles.cardText}>{t(`contact:benefits.items.${id}.text`)}</p>
          </Card>
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
