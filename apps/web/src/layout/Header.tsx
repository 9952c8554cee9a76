import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, MailRegular, NavigationRegular, PhoneRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import { SiteLink } from '../components/SiteLink';
import { useTextLanguage } from '../components/ContentLanguage';
import { useContactEmail, usePageContext, useSiteTexts } from '../page-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MENU_HOOKS } from './header-behaviour';
import { SocialIcons } from './SocialIcons';

/** Header navigation: news, about, members, events, team, contact and home. */
export const HEADER_LINKS = [
  { to: '/news', key: 'nav.news' },
  { to: '/about', key: 'nav.about' },
  { to: '/members', key: 'nav.members' },
  { to: '/events', key: 'nav.events' },
  { to: '/team', key: 'nav.team' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/', key: 'nav.home' },
] as const;

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  topBar: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
  },
  topInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  contacts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  contactLink: {
    color: tokens.colorNeutralForegroundOnBrand,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  topRight: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  switcher: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  bar: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    lineHeight: tokens.lineHeightBase300,
    maxWidth: '16rem',
  },
  nav: {
    display: 'none',
    '@media (min-width: 1024px)': { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  },
  navLink: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `2px solid transparent`,
    ':hover': { color: tokens.colorBrandForeground1 },
  },
  active: { color: tokens.colorBrandForeground1, borderBottomColor: tokens.colorBrandStroke1 },
  join: { display: 'none', '@media (min-width: 1024px)': { display: 'inline-flex' } },
  menuButton: { '@media (min-width: 1024px)': { display: 'none' } },
  mobileNav: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    gap: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    // The menu is closed while `hidden`: the flex layout above would otherwise win over the
    // browser's own [hidden] rule.
    '&[hidden]': { display: 'none' },
    '@media (min-width: 1024px)': { display: 'none' },
  },
  icon: { display: 'inline-flex', '&[hidden]': { display: 'none' } },
  mobileLink: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalS} 0`,
    fontSize: tokens.fontSizeBase400,
  },
});

/** The id of the mobile menu, which its button controls (one header per page). */
const MENU_ID = 'site-menu';

/**
 * The sticky site header: top bar (phone, e-mail, language, social), navigation, join button, mobile
 * menu. Rendered on the server only: its two interactive parts, the language switcher and the
 * mobile menu's button, are worked by `header-behaviour.ts`, a few lines of the islands script, so
 * that a page whose only interactive part is its header needs no React in the browser.
 */
export function Header() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { siteName, lang } = useSiteTexts();
  const nameLanguage = useTextLanguage({ lang: lang.siteName });
  const contactEmail = useContactEmail();
  const { path } = usePageContext();

  const current = (to: string) => (to === path ? { 'aria-current': 'page' as const } : {});

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topInner}>
          <div className={styles.contacts}>
            <a className={styles.contactLink} href={`tel:${t('contact.phone').replace(/\s/g, '')}`}>
              <PhoneRegular aria-hidden />
              <span>{t('contact.phone')}</span>
            </a>
            <a className={styles.contactLink} href={`mailto:${contactEmail}`}>
              <MailRegular aria-hidden />
              <span>{contactEmail}</span>
            </a>
          </div>
          <div className={styles.topRight}>
            <div className={styles.switcher}>
              <LanguageSwitcher />
            </div>
            <SocialIcons onBrand />
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        <SiteLink to="/" className={styles.brand} lang={nameLanguage}>
          {siteName}
        </SiteLink>
        <nav aria-label={t('a11y.mainNavigation')} className={styles.nav}>
          {HEADER_LINKS.map((link) => (
            <SiteLink
              key={link.to}
              to={link.to}
              className={mergeClasses(styles.navLink, link.to === path && styles.active)}
              {...current(link.to)}
            >
              {t(link.key)}
            </SiteLink>
          ))}
        </nav>
        <ButtonLink to="/contact" className={styles.join}>
          {t('nav.join')}
        </ButtonLink>
        <Button
          className={styles.menuButton}
          appearance="subtle"
          icon={
            <>
              <span {...{ [MENU_HOOKS.openIcon]: '' }} className={styles.icon}>
                <NavigationRegular />
              </span>
              <span {...{ [MENU_HOOKS.closeIcon]: '' }} className={styles.icon} hidden>
                <DismissRegular />
              </span>
            </>
          }
          aria-label={t('a11y.openMenu')}
          aria-expanded={false}
          aria-controls={MENU_ID}
          {...{
            [MENU_HOOKS.toggle]: '',
            [MENU_HOOKS.openLabel]: t('a11y.openMenu'),
            [MENU_HOOKS.closeLabel]: t('a11y.closeMenu'),
          }}
        />
      </div>
      <nav id={MENU_ID} aria-label={t('a11y.mainNavigation')} className={styles.mobileNav} hidden>
        {HEADER_LINKS.map((link) => (
          <SiteLink key={link.to} to={link.to} className={styles.mobileLink} {...current(link.to)}>
            {t(link.key)}
          </SiteLink>
        ))}
        <SiteLink to="/contact" className={styles.mobileLink}>
          {t('nav.join')}
        </SiteLink>
      </nav>
    </header>
  );
}
