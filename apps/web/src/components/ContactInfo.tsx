import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { OFFICE_HOURS } from '../../../../shared/constants';
import type { Office } from '../../../../shared/resources';
import { useTextLanguage } from './ContentLanguage';
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

/** The offices a page was given: the headquarters (null: none marked so) and the regional offices, in order. */
export function splitOffices(offices: readonly Office[]): { headquarters: Office | null; regional: Office[] } {
  return {
    headquarters: offices.find((office) => office.headquarters) ?? null,
    regional: offices.filter((office) => !office.headquarters),
  };
}

/**
 * Headquarters address, phone with office hours and its mailboxes (general enquiries, and membership
 * when it has one), shown on the contact page and in the home page's contact section.
 */
export function ContactDetails({ headquarters, headingLevel = 2 }: { headquarters: Office; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['contact', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(headquarters);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mailboxes = [
    { id: 'general', email: headquarters.email },
    ...(headquarters.membershipEmail ? [{ id: 'membership', email: headquarters.membershipEmail }] : []),
  ] as const;
  return (
    <div className={styles.info} data-testid="contact-details">
      <Heading className={styles.infoTitle}>{t('contact:info.title')}</Heading>
      <div className={styles.infoItem}>
        <LocationRegular className={styles.infoIcon} aria-hidden />
        <div>
          <p className={styles.infoLabel}>{t('contact:info.headquarters')}</p>
          <address className={styles.address}>
            {headquarters.street}
            <br />
            {headquarters.postalCode} <span lang={lang}>{headquarters.city}</span>
            <br />
            <span lang={lang}>{headquarters.country}</span>
          </address>
        </div>
      </div>
      <div className={styles.infoItem}>
        <PhoneRegular className={styles.infoIcon} aria-hidden />
        <div>
          <p className={styles.infoLabel}>{t('contact:info.phone')}</p>
          <p className={styles.infoText}>
            <a className={styles.link} href={telHref(headquarters.phone)}>
              {headquarters.phone}
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
            {mailboxes.map((mailbox) => (
              <li key={mailbox.id} className={styles.infoText} data-testid={`mailbox-${mailbox.id}`}>
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
  const lang = useTextLanguage(office);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card className={styles.card} data-testid="office-card">
      <Heading className={styles.cardTitle}>{t(`common:regions.${office.region}`)}</Heading>
      <p className={styles.cardSubtitle} lang={lang}>
        {office.city}
      </p>
      <div className={styles.officeLine}>
        <LocationRegular className={styles.lineIcon} aria-hidden />
        <address className={styles.address}>
          {office.street}
          <br />
          {office.postalCode}{' '}
          <span lang={lang}>
            {office.city}, {office.country}
          </span>
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

/** The regional offices as cards, in the order given, each titled with the region it serves. */
export function OfficeCards({ offices, headingLevel = 3 }: { offices: Office[]; headingLevel?: 3 | 4 }) {
  const styles = useStyles();
  return (
    <CardGrid className={styles.fit}>
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}
