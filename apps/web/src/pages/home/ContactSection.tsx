import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Page';
import { ContactDetails, OfficeCards, splitOffices } from '../../components/ContactInfo';
import { Island } from '../../islands/Island';
import { usePageData } from '../../page-data';

const useStyles = makeStyles({
  searchCard: { padding: tokens.spacingHorizontalXL },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  contactLayout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  officesTitle: {
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalXXXL} 0 ${tokens.spacingVerticalL}`,
  },
});

/** The contact form beside the headquarters' details, then the regional offices (each part only when there is one). */
export function ContactSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { headquarters, regional } = splitOffices(usePageData().offices ?? []);
  return (
    <Section id="contact" title={t('home:contact.title')} intro={t('home:contact.intro')} className={styles.tinted}>
      <div className={styles.contactLayout}>
        <Card className={styles.searchCard}>
          <Island name="ContactForm" props={{ headingLevel: 3 }} />
        </Card>
        {headquarters ? <ContactDetails headquarters={headquarters} headingLevel={3} /> : null}
      </div>
      {regional.length ? (
        <>
          <h3 className={styles.officesTitle}>{t('home:contact.officesTitle')}</h3>
          <OfficeCards offices={regional} headingLevel={4} />
        </>
      ) : null}
    </Section>
  );
}
