import { Button, Card, Field, Input, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/constants';
import { useCurrentUser } from '../session';
import { InfoNote, ScreenHeader, useAdminPageMeta } from './page';

const TABS = ['account', 'users', 'site', 'security'] as const;
type SettingsTab = (typeof TABS)[number];

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL },
  panel: { maxWidth: '40rem', padding: tokens.spacingHorizontalXL },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

// Nothing is sent: the save calls arrive with a later issue (§2 Settings: save behaviour not shown).
const keepOnPage = (event: FormEvent) => event.preventDefault();

/** A settings form whose save button is disabled, with a visible note saying why. */
function SettingsForm({
  title,
  submitLabel,
  note,
  children,
}: {
  title: string;
  submitLabel: string;
  note: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const noteId = useId();
  return (
    <form className={styles.form} noValidate onSubmit={keepOnPage}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable aria-describedby={noteId}>
          {submitLabel}
        </Button>
        <InfoNote id={noteId}>{note}</InfoNote>
      </div>
    </form>
  );
}

/** The account tab: name, e-mail, username and the read-only role. */
function AccountPanel() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser().data;
  return (
    <SettingsForm
      title={t('admin:settings.account.heading')}
      submitLabel={t('admin:settings.account.save')}
      note={t('admin:settings.saveNote')}
    >
      <Field label={t('admin:settings.account.name')}>
        <Input name="fullName" autoComplete="name" defaultValue={user?.fullName ?? ''} />
      </Field>
      <Field label={t('admin:settings.account.email')}>
        <Input name="email" type="email" autoComplete="email" defaultValue={user?.email ?? ''} />
      </Field>
      <Field label={t('admin:settings.account.username')}>
        <Input name="username" autoComplete="username" defaultValue={user?.username ?? ''} />
      </Field>
      <Field label={t('admin:settings.account.role')}>
        <Input name="role" disabled readOnly value={user ? t(`admin:roles.${user.role}`) : ''} />
      </Field>
    </SettingsForm>
  );
}

/** The site tab: site name, default language and contact e-mail. */
function SitePanel() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <SettingsForm
      title={t('admin:settings.site.heading')}
      submitLabel={t('admin:settings.site.save')}
      note={t('admin:settings.saveNote')}
    >
      <Field label={t('admin:settings.site.siteName')}>
        <Input name="siteName" defaultValue={t('common:site.name')} />
      </Field>
      <Field label={t('admin:settings.site.defaultLanguage')}>
        <Select name="defaultLanguage" defaultValue={DEFAULT_LANGUAGE}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`common:languages.${language}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('admin:settings.site.contactEmail')}>
        <Input name="contactEmail" type="email" defaultValue={t('common:contact.email')} />
      </Field>
    </SettingsForm>
  );
}

/** The security tab: current, new and confirmed password. */
function SecurityPanel() {
  const { t } = useTranslation('admin');
  return (
    <SettingsForm
      title={t('admin:settings.security.heading')}
      submitLabel={t('admin:settings.security.update')}
      note={t('admin:settings.passwordNote')}
    >
      <Field label={t('admin:settings.security.currentPassword')}>
        <Input name="currentPassword" type="password" autoComplete="current-password" />
      </Field>
      <Field label={t('admin:settings.security.newPassword')}>
        <Input name="newPassword" type="password" autoComplete="new-password" />
      </Field>
      <Field label={t('admin:settings.security.confirmPassword')}>
        <Input name="confirmPassword" type="password" autoComplete="new-password" />
      </Field>
    </SettingsForm>
  );
}

/** /admin/settings (§2 Settings, admin only): account, users, site and security tabs. */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [tab, setTab] = useState<SettingsTab>('account');
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  useAdminPageMeta(t('admin:settings.title'), t('admin:settings.description'));

  let panel: ReactNode;
  if (tab === 'account') panel = <AccountPanel />;
  else if (tab === 'site') panel = <SitePanel />;
  else if (tab === 'security') panel = <SecurityPanel />;
  else
    panel = (
      <>
        <h2 className={styles.heading}>{t('admin:settings.users.heading')}</h2>
        <p className={styles.muted}>{t('admin:settings.users.comingSoon')}</p>
      </>
    );

  return (
    <>
      <ScreenHeader title={t('admin:settings.title')} description={t('admin:settings.description')} />
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => setTab(data.value as SettingsTab)}
          aria-label={t('admin:settings.tabsLabel')}
        >
          {TABS.map((value) => (
            <Tab key={value} value={value} id={`${prefix}-${value}`} aria-controls={panelId}>
              {t(`admin:settings.tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <Card role="tabpanel" id={panelId} aria-labelledby={`${prefix}-${tab}`} className={styles.panel}>
        {panel}
      </Card>
    </>
  );
}
