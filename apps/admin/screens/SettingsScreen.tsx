import { Card, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountPanel, SecurityPanel, SitePanel } from '../settings/SettingsPanels';
import { ACCOUNT_TABS, SETTINGS_TABS, settingsTab, type SettingsTab } from '../settings/tabs';
import { UsersPanel } from '../settings/UsersPanel';
import { ScreenHeader, useAdminPageMeta } from './page';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL },
  panel: { padding: tokens.spacingHorizontalXL },
  narrow: { maxWidth: '40rem' },
});

/**
 * /admin/settings (§2 Settings, admin only): account, users, site and security tabs. The tab is in
 * the address (`?tab=users`), so a link can open one and reloading keeps it.
 */
export function SettingsScreen() {
  return <TabbedSettings tabs={SETTINGS_TABS} screen="settings" />;
}

/** /admin/account: every signed-in user's own account and password (editors and viewers have no settings). */
export function AccountScreen() {
  return <TabbedSettings tabs={ACCOUNT_TABS} screen="account" />;
}

function TabbedSettings({ tabs, screen }: { tabs: readonly SettingsTab[]; screen: 'settings' | 'account' }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTab(searchParams.get('tab'), tabs);
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const title = t(`admin:${screen}.title`);
  const description = t(`admin:${screen}.description`);
  useAdminPageMeta(title, description);

  // Replacing the entry: Back leaves the settings instead of walking through the tabs.
  const select = (next: SettingsTab) => setSearchParams(next === 'account' ? {} : { tab: next }, { replace: true });

  let panel: ReactNode;
  if (tab === 'account') panel = <AccountPanel />;
  else if (tab === 'site') panel = <SitePanel />;
  else if (tab === 'security') panel = <SecurityPanel />;
  else panel = <UsersPanel />;

  return (
    <>
      <ScreenHeader title={title} description={description} />
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => select(data.value as SettingsTab)}
          aria-label={t(`admin:${screen}.tabsLabel`)}
        >
          {tabs.map((value) => (
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
        className={mergeClasses(styles.panel, tab !== 'users' && styles.narrow)}
      >
        {panel}
      </Card>
    </>
  );
}
