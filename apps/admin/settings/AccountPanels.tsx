import { Field, Input, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { CurrentUser } from '../../../shared/entities';
import {
  AccountUpdateSchema,
  PasswordChangeSchema,
  type AccountUpdate,
  type PasswordChange,
} from '../../../shared/schemas/account';
import { useNotify } from '../../ui/toast';
import { useChangePassword, useUpdateAccount } from '../queries/account';
import { SelectField } from '../kit/forms/ChoiceFields';
import { TextField, useLanguageOptions } from '../kit/forms/FormFields';
import { useCurrentUser } from '../session';
import { SettingsForm, useSaveFailure } from './SettingsForm';

type AccountIn = z.input<typeof AccountUpdateSchema>;
type AccountOut = z.output<typeof AccountUpdateSchema>;
const ACCOUNT_FIELDS = ['fullName', 'email', 'language', 'currentPassword'] as const;

function AccountForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const notify = useNotify();
  const update = useUpdateAccount();
  // An account without a language of its own gets mail in the site's default; the form offers the
  // language the user is reading, which becomes theirs once saved.
  const shownLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { control, handleSubmit, reset, setError } = useForm<AccountIn, unknown, AccountOut>({
    resolver: zodResolver(AccountUpdateSchema),
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      language: user.language ?? shownLanguage,
      currentPassword: '',
    },
  });
  // A new address needs the current password: the field shows once the address differs.
  const typedEmail = useWatch({ control, name: 'email' });
  const emailChanges = (typedEmail ?? '').trim().toLowerCase() !== user.email.toLowerCase();
  const fail = useSaveFailure(setError, ACCOUNT_FIELDS);
  const languages = useLanguageOptions();
  const submit = ({ currentPassword, ...rest }: AccountUpdate) => {
    const asked = rest.email.trim().toLowerCase() !== user.email.toLowerCase();
    update.mutate(asked ? { ...rest, currentPassword: currentPassword ?? '' } : rest, {
      onSuccess: (saved) => {
        // The address stays the stored one until the link mailed to the new one is confirmed.
        reset({
          fullName: saved.fullName,
          email: saved.email,
          language: saved.language ?? shownLanguage,
          currentPassword: '',
        });
        if (asked && saved.pendingEmail) {
          notify({
            title: t('admin:settings.account.confirmSentTitle'),
            description: t('admin:settings.account.confirmSentText', { email: saved.pendingEmail }),
          });
        } else {
          notify({ title: t('admin:settings.account.savedTitle'), description: t('admin:settings.account.savedText') });
        }
      },
      onError: (error) => fail(t('admin:settings.account.failed'), error),
    });
  };
  return (
    <SettingsForm
      title={t('admin:settings.account.heading')}
      submitLabel={t('admin:settings.account.save')}
      pending={update.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        control={control}
        name="fullName"
        autoComplete="name"
        label={t('admin:settings.account.name')}
        required
      />
      <TextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('admin:settings.account.email')}
        hint={t('admin:settings.account.emailHint')}
        required
      />
      {user.pendingEmail ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:settings.account.pendingTitle')}</MessageBarTitle>
            {t('admin:settings.account.pendingText', { email: user.pendingEmail })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {emailChanges ? (
        <TextField
          control={control}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('admin:settings.account.currentPassword')}
          hint={t('admin:settings.account.currentPasswordHint')}
          required
        />
      ) : null}
      <SelectField
        control={control}
        name="language"
        label={t('admin:settings.account.language')}
        hint={t('admin:settings.account.languageHint')}
        options={languages}
        required
      />
      {/* Neither is the user's to change here: shown, not sent. */}
      <Field label={t('admin:settings.account.username')} hint={t('admin:settings.account.usernameHint')}>
        <Input name="username" disabled readOnly value={user.username} />
      </Field>
      <Field label={t('admin:settings.account.role')} hint={t('admin:settings.account.roleHint')}>
        <Input name="role" disabled readOnly value={t(`admin:roles.${user.role}`)} />
      </Field>
    </SettingsForm>
  );
}

/**
 * The Account tab: full name and mail language saved with PUT /api/user; a new e-mail address with
 * the current password, confirmed from the link mailed to it; username and role read-only.
 */
export function AccountPanel() {
  const user = useCurrentUser().data;
  // The settings screen is behind the role guard: the user is there.
  return user ? <AccountForm user={user} /> : null;
}

type PasswordIn = z.input<typeof PasswordChangeSchema>;
type PasswordOut = z.output<typeof PasswordChangeSchema>;
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const NO_PASSWORDS: PasswordIn = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab: POST /api/user/password; the form empties only once the change succeeded. */
export function SecurityPanel() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<PasswordIn, unknown, PasswordOut>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: NO_PASSWORDS,
  });
  const fail = useSaveFailure(setError, PASSWORD_FIELDS);
  const submit = (payload: PasswordChange) =>
    change.mutate(payload, {
      onSuccess: () => {
        reset(NO_PASSWORDS);
        notify({
          title: t('admin:settings.security.changedTitle'),
          description: t('admin:settings.security.changedText'),
        });
      },
      onError: (error) => fail(t('admin:settings.security.failed'), error),
    });
  return (
    <SettingsForm
      title={t('admin:settings.security.heading')}
      intro={t('admin:settings.security.intro')}
      submitLabel={t('admin:settings.security.update')}
      pending={change.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        control={control}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('admin:settings.security.currentPassword')}
        required
      />
      <TextField
        control={control}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('admin:settings.security.newPassword')}
        required
      />
      <TextField
        control={control}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('admin:settings.security.confirmPassword')}
        required
      />
    </SettingsForm>
  );
}
