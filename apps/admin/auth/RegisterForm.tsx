import { Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_ROLE, isLanguage } from '../../../shared/constants';
import type { Role } from '../../../shared/entities';
import {
  RegisterFormSchema,
  toRegisterPayload,
  type RegisterForm as RegisterFormValues,
} from '../../../shared/schemas';
import { serverMessage } from '../../ui/api';
import { showBesideFields } from '../../ui/server-fields';
import { Honeypot } from '../../ui/honeypot';
import { useNotify } from '../../ui/toast';
import { useRegister } from '../session';
import {
  AuthForm,
  PanelHeading,
  SubmitButton,
  SwitchLink,
  TextField,
  useMessageText,
  type AuthFormProps,
} from './AuthFields';

type RegisterInput = z.input<typeof RegisterFormSchema>;

/** The role choices, from fewest rights to most; the server grants viewer and keeps a higher choice as a request. */
const ROLE_CHOICES: readonly Role[] = ['viewer', 'editor', 'admin'];

const REGISTER_FIELDS = ['username', 'password', 'confirmPassword', 'fullName', 'email', 'role'] as const;

const EMPTY: RegisterInput = {
  username: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  email: '',
  role: DEFAULT_ROLE,
  website: '',
};

const useStyles = makeStyles({
  roles: { display: 'grid', gap: tokens.spacingVerticalXS },
  roleLabel: { display: 'grid', gap: tokens.spacingVerticalXXS },
  roleName: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  roleDescription: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * The register tab's form: the shared form schema, confirmPassword dropped
 * before sending, 'Registering...' while pending, toasts, and server field errors beside the fields.
 * It carries the public forms' honeypot (`website`): a bot filling it in is kept as spam.
 */
export function RegisterForm({ onStart, onSignedIn, onFailed, onSwitch }: AuthFormProps) {
  const { t, i18n } = useTranslation('auth');
  const styles = useStyles();
  const notify = useNotify();
  const text = useMessageText();
  const registration = useRegister();
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : undefined;
  const headingId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<RegisterInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: EMPTY,
  });
  const errorOf = (field: (typeof REGISTER_FIELDS)[number]) => text(formState.errors[field]?.message);

  const submit = (values: RegisterFormValues) => {
    onStart();
    // The account's mails are written in the language of the page it was made on.
    registration.mutate(
      { ...toRegisterPayload(values), language: pageLanguage },
      {
        onSuccess: (user) => {
          const welcome = t('register.successDescription', { name: user.fullName });
          const pending = user.requestedRole
            ? t('register.pendingApproval', { role: t(`roles.${user.requestedRole}.name`) })
            : undefined;
          notify({ title: t('register.successTitle'), description: pending ? `${welcome} ${pending}` : welcome });
          onSignedIn(user);
        },
        onError: (error) => {
          onFailed();
          notify({
            title: t('register.failedTitle'),
            description: text(serverMessage(error)) ?? t('register.failedFallback'),
            variant: 'destructive',
          });
          // 409 (username or e-mail taken) and 400 name the failing fields: show them there too.
          showBesideFields(error, REGISTER_FIELDS, setError);
        },
      },
    );
  };

  const roleError = errorOf('role');

  return (
    <AuthForm labelledBy={headingId} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <PanelHeading id={headingId} title={t('register.title')} intro={t('register.intro')} />
      <TextField
        label={t('register.username')}
        autoComplete="username"
        error={errorOf('username')}
        registration={register('username')}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        error={errorOf('password')}
        registration={register('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorOf('confirmPassword')}
        registration={register('confirmPassword')}
      />
      <TextField
        label={t('register.fullName')}
        autoComplete="name"
        error={errorOf('fullName')}
        registration={register('fullName')}
      />
      <TextField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        registration={register('email')}
      />
      <Field
        label={t('register.role')}
        hint={t('register.roleHint')}
        {...(roleError ? { validationState: 'error' as const, validationMessage: roleError } : {})}
      >
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              className={styles.roles}
              name={field.name}
              value={field.value ?? DEFAULT_ROLE}
              onChange={(_event, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
            >
              {ROLE_CHOICES.map((role) => (
                <Radio
                  key={role}
                  value={role}
                  label={
                    <span className={styles.roleLabel}>
                      <span className={styles.roleName}>{t(`roles.${role}.name`)}</span>
                      <span className={styles.roleDescription}>{t(`roles.${role}.description`)}</span>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
        />
      </Field>
      <Honeypot registration={register('website')} />
      <SubmitButton
        pending={registration.isPending}
        label={t('register.submit')}
        pendingLabel={t('register.pending')}
      />
      {onSwitch ? (
        <SwitchLink prompt={t('register.switchPrompt')} action={t('register.switchAction')} onSwitch={onSwitch} />
      ) : null}
    </AuthForm>
  );
}
