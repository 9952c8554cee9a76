import { zodResolver } from '@hookform/resolvers/zod';
import { Link, makeStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginSchema, type Login } from '../../../shared/schemas';
import { ApiError, serverMessage } from '../../ui/api';
import { splitServerFields } from '../../ui/server-fields';
import { useNotify } from '../../ui/toast';
import { useLogin } from '../session';
import {
  AuthForm,
  PanelHeading,
  SubmitButton,
  SwitchLink,
  TextField,
  useMessageText,
  type AuthFormProps,
} from './AuthFields';

const LOGIN_FIELDS = ['username', 'password'] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];

const useStyles = makeStyles({ forgot: { justifySelf: 'end' } });

/**
 * The login tab's form: username and password checked with the shared schema,
 * 'Logging in...' while pending, a toast on success or failure. `embedded` is the sign-in-again
 * dialog's variant: no heading of its own (the dialog's title names it), the username filled in.
 */
export function LoginForm({
  onStart,
  onSignedIn,
  onFailed,
  onSwitch,
  onForgot,
  embedded,
}: AuthFormProps & { embedded?: { username: string }; onForgot?: () => void }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const notify = useNotify();
  const text = useMessageText();
  const login = useLogin();
  const headingId = useId();
  const { register, handleSubmit, setError, formState } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: embedded?.username ?? '', password: '' },
  });

  const submit = (values: Login) => {
    onStart();
    login.mutate(values, {
      onSuccess: (user) => {
        notify({ title: t('login.successTitle'), description: t('login.successDescription', { name: user.fullName }) });
        onSignedIn(user);
      },
      onError: (error) => {
        onFailed();
        notify({
          title: t('login.failedTitle'),
          description: text(serverMessage(error)) ?? t('login.failedFallback'),
          variant: 'destructive',
        });
        // The server's messages go beside the fields; focus is left where it is.
        if (error instanceof ApiError && error.fields) {
          const { beside } = splitServerFields(error.fields, LOGIN_FIELDS);
          for (const [field, message] of beside) setError(field as LoginField, { message });
        }
      },
    });
  };

  return (
    <AuthForm labelledBy={embedded ? undefined : headingId} onSubmit={(event) => void handleSubmit(submit)(event)}>
      {embedded ? null : <PanelHeading id={headingId} title={t('login.title')} intro={t('login.intro')} />}
      <TextField
        label={t('login.username')}
        autoComplete="username"
        defaultValue={embedded?.username}
        error={text(formState.errors.username?.message)}
        registration={register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={text(formState.errors.password?.message)}
        registration={register('password')}
      />
      {onForgot ? (
        <Link as="button" type="button" className={styles.forgot} onClick={onForgot}>
          {t('login.forgot')}
        </Link>
      ) : null}
      <SubmitButton pending={login.isPending} label={t('login.submit')} pendingLabel={t('login.pending')} />
      {onSwitch ? (
        <SwitchLink prompt={t('login.switchPrompt')} action={t('login.switchAction')} onSwitch={onSwitch} />
      ) : null}
    </AuthForm>
  );
}
