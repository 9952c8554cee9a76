import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import { REGIONS } from '../../../../shared/entities';
import { localizedPath } from '../../../../shared/routes';
import { SiteLink } from '../components/SiteLink';
import { useTextLanguage } from '../components/ContentLanguage';
import { usePageContext, useSiteTexts } from '../page-context';
import { SocialIcons } from './SocialIcons';

/** Footer links. */
export const FOOTER_GROUPS = [
  {
    title: 'footer.quickLinks',
    links: [
      { to: '/', key: 'nav.home' },
      { to: '/about', key: 'nav.about' },
      { to: '/members', key: 'nav.members' },
      { to: '/events', key: 'nav.events' },
      { to: '/news', key: 'nav.news' },
      { to: '/contact', key: 'nav.contact' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: '/market-reports', key: 'nav.marketReports' },
      { to: '/trade-regulations', key: 'nav.tradeRegulations' },
      { to: '/investment-guides', key: 'nav.investmentGuides' },
      { to: '/business-directory', key: 'nav.businessDirectory' },
      { to: '/publications', key: 'nav.publications' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/privacy-policy', key: 'nav.privacyPolicy' },
      { to: '/terms-of-service', key: 'nav.termsOfService' },
      { to: '/cookies', key: 'nav.cookies' },
    ],
  },
] as const;

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    marginTop: tokens.spacingVerticalXXXL,
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
  heading: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  link: {
    color: tokens.colorNeutralForegroundInverted,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  text: { color: tokens.colorNeutralForegroundInverted2, lineHeight: tokens.lineHeightBase400, margin: 0 },
  bottom: {
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForegroundInverted2,
  },
  languages: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', gap: tokens.spacingHorizontalL },
  current: { fontWeight: tokens.fontWeightSemibold },
  social: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The site footer: the site's name and line (from the settings, in the page's language where given), link groups, regions (no target), links to the social profiles set, copyright of this year. */
export function Footer() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { siteName, tagline, lang } = useSiteTexts();
  const nameLanguage = useTextLanguage({ lang: lang.siteName });
  const taglineLanguage = useTextLanguage({ lang: lang.tagline });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading} lang={nameLanguage}>
            {siteName}
          </h2>
          <p className={styles.text} lang={taglineLanguage}>
            {tagline}
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={styles.heading}>{t(group.title)}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLink className={styles.link} to={link.to}>
                    {t(link.key)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>{t('footer.regions')}</h2>
          <ul className={styles.list}>
            {REGIONS.map((region) => (
              <li key={region} className={styles.text}>
                {t(`regions.${region}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.text}>
          {/* The name in the sentence is marked English when it is (no translation of it on this page). */}
          <Trans
            t={t}
            i18nKey="footer.copyright"
            values={{ name: siteName, year: new Date().getFullYear() }}
            components={{ name: <span lang={nameLanguage} /> }}
          />
        </p>
        <NoScriptLanguages />
        <SocialIcons className={styles.social} />
      </div>
    </footer>
  );
}

/**
 * The page in the other languages as plain links, for a visitor without JavaScript: the header's
 * switcher needs it (and is hidden then, see render-page). The footer is never hydrated, so these
 * links cost no script.
 */
function NoScriptLanguages() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language, path } = usePageContext();
  return (
    <noscript>
      <nav aria-label={t('a11y.language')}>
        <ul className={styles.languages}>
          {LANGUAGES.map((option) => (
            <li key={option} lang={option}>
              {option === language ? (
                <span className={styles.current} aria-current="page">
                  {t(`languages.${option}`)}
                </span>
              ) : (
                <a className={styles.link} href={localizedPath(path, option)} hrefLang={option}>
                  {t(`languages.${option}`)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
