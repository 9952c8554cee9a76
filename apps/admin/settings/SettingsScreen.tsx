import { Card, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AccessNotice } from './AccessNotice';
import { AccountPanel, SecurityPanel } from './AccountPanels';
import { SitePanel } from './SitePanel';
import { ACCOUNT_PATH, PASSWORD_SECTION_ID, SETTINGS_TABS, isAccountTab, settingsTab, type SettingsTab } from './tabs';
import { OutboxPanel } from './OutboxPanel';
import { UsersPanel } from './UsersPanel';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL },
  panel: { padding: tokens.spacingHorizontalXL },
  narrow: { maxWidth: '40rem' },
  // Profile and password side by side where there is room, one above the other otherwise.
  account: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    alignItems: 'start',
  },
  section: { scrollMarginTop: '72px', ':focus': { outline: 'none' } },
});

/**
 * /admin/settings (admins): the users, the site's settings and the outbox of mail, a tab each. The tab is in the
 * address (`?tab=site`), so a link can open one and reloading keeps it. The old account and security
 * tabs' addresses open /admin/account, where one's own account now is.
 */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = settingsTab(requested);
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const title = t('admin:settings.title');
  const description = t('admin:settings.description');
  useAdminPageMeta(title, description);

  if (isAccountTab(requested)) {
    return <Navigate to={requested === 'security' ? `${ACCOUNT_PATH}#${PASSWORD_SECTION_ID}` : ACCOUNT_PATH} replace />;
  }

  // Replacing the entry: Back leaves the settings instead of walking through the tabs.
  const select = (next: SettingsTab) => setSearchParams({ tab: next }, { replace: true });

  return (
    <>
      <ScreenHeader title={title} description={description} />
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => select(data.value as SettingsTab)}
          aria-label={t('admin:settings.tabsLabel')}
        >
          {SETTINGS_TABS.map((value) => (
            <Tab key={value} value={value} id={`${prefix}-${value}`} aria-controls={panelId}>
              {t(`admin:settings.tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <Card
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${prefix}-${tab}`}
        className={mergeClasses(styles.panel, tab === 'site' && styles.narrow)}
      >
        {tab === 'site' ? <SitePanel /> : tab === 'outbox' ? <OutboxPanel /> : <UsersPanel />}
      </Card>
    </>
  );
}

/**
 * /admin/account: every signed-in user's own account in one place, whatever their role: name and
 * e-mail, and the password. `#password` (the generated-password reminder's link) brings the password
 * form into view and moves focus to it.
 */
export function AccountScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const { hash } = useLocation();
  const password = useRef<HTMLElement>(null);
  const title = t('admin:account.title');
  const description = t('admin:account.description');
  useAdminPageMeta(title, description);

  useEffect(() => {
    if (hash !== `#${PASSWORD_SECTION_ID}`) return;
    password.current?.scrollIntoView({ block: 'start' });
    password.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <ScreenHeader title={title} description={description} />
      <div className={styles.account}>
        <AccessNotice />
        <Card className={styles.panel}>
          <AccountPanel />
        </Card>
        <section
          ref={password}
          id={PASSWORD_SECTION_ID}
          tabIndex={-1}
          aria-label={t('admin:settings.security.heading')}
          className={styles.section}
        >
          <Card className={styles.panel}>
            <SecurityPanel />
          </Card>
        </section>
      </div>
    </>
  );
}
