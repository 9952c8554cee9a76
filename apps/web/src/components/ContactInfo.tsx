import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { OFFICE_HOURS } from '../../../../shared/constants';
import { useContactEmail } from '../page-context';
import { HEADQUARTERS, OFFICES, type Office } from '../data/offices';
import { CardGrid } from './Page';

const useStyles = makeStyles({
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
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
});

/** "+46 8 555 010 20" → "tel:+46855501020". */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * Headquarters address, phone with office hours and the two general mailboxes, shown on the
 * contact page and in the home page's contact section.
 */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The general mailbox is the site settings' contact e-mail.
  const contactEmail = useContactEmail();
  const emailOf = (mailbox: { id: string; email: string }) => (mailbox.id === 'general' ? contactEmail : mailbox.email);
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
                <a className={styles.link} href={`mailto:${emailOf(mailbox)}`}>
                  {emailOf(mailbox)}
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
