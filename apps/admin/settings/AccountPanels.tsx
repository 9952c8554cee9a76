import { Field, Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { SelectField } from '../content/ChoiceFields';
import { TextField, useLanguageOptions } from '../content/FormFields';
import { useCurrentUser } from '../session';
import { SettingsForm, useSaveFailure } from './SettingsForm';

type AccountIn = z.input<typeof AccountUpdateSchema>;
type AccountOut = z.output<typeof AccountUpdateSchema>;
const ACCOUNT_FIELDS = ['fullName', 'email', 'language'] as const;

function AccountForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const notify = useNotify();
  const update = useUpdateAccount();
  // An account without a language of its own gets mail in the site's default; the form offers the
  // language the user is reading, which becomes theirs once saved.
  const shownLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { control, handleSubmit, reset, setError } = useForm<AccountIn, unknown, AccountOut>({
    resolver: zodResolver(AccountUpdateSchema),
    defaultValues: { fullName: user.fullName, email: user.email, language: user.language ?? shownLanguage },
  });
  const fail = useSaveFailure(setError, ACCOUNT_FIELDS);
  const languages = useLanguageOptions();
  const submit = (payload: AccountUpdate) =>
    update.mutate(payload, {
      onSuccess: (saved) => {
        reset({ fullName: saved.fullName, email: saved.email, language: saved.language ?? shownLanguage });
        notify({ title: t('admin:settings.account.savedTitle'), description: t('admin:settings.account.savedText') });
      },
      onError: (error) => fail(t('admin:settings.account.failed'), error),
    });
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
        required
      />
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

/** The Account tab: full name, e-mail and mail language saved with PUT /api/user; username and role read-only. */
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
