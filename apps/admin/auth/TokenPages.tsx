import { zodResolver } from '@hookform/resolvers/zod';
import { Link, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CurrentUser, EmailChangeTokenInfo, InvitationTokenInfo, ResetTokenInfo } from '../../../shared/entities';
import { AUTH_ROUTE } from '../../../shared/routes';
import {
  InvitationAcceptFormSchema,
  ResetPasswordFormSchema,
  type InvitationAcceptForm,
  type ResetPasswordForm,
} from '../../../shared/schemas';
import { ApiError, apiRequest, serverMessage } from '../../ui/api';
import { splitServerFields } from '../../ui/server-fields';
import { usePageMeta } from '../../ui/page-meta';
import { useSiteName } from '../../ui/site-settings';
import { useNotify } from '../../ui/toast';
import { useAcceptInvitation, useConfirmReset } from '../session';
import { AuthForm, destinationAfterSignIn, PanelHeading, SubmitButton, TextField, useMessageText } from './AuthFields';
import { CenteredSpinner } from '../kit/CenteredSpinner';
import { useCardPageStyles } from './card-page';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  column: { width: '100%', maxWidth: '30rem', display: 'grid', gap: tokens.spacingVerticalL },
  cardGap: { gap: tokens.spacingVerticalXL },
});

/** The frame of a mailed link's page: the site's name, the page title, one card. */
function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const page = useCardPageStyles();
  const siteName = useSiteName();
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={page.intro}>
          <p className={page.brand}>{siteName}</p>
          <h1 className={page.title}>{title}</h1>
        </div>
        <div className={`${page.card} ${styles.cardGap}`}>{children}</div>
      </div>
    </main>
  );
}

/** What a link page shows for a link that does not work (unknown, expired, used or revoked). */
function DeadLink({ text, action, href }: { text: string; action: string; href: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('links.deadTitle')}</MessageBarTitle>
        <p>{text}</p>
        <Link
          href={href}
          onClick={(event) => {
            event.preventDefault();
            void navigate(href);
          }}
        >
          {action}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * Checks a mailed link's token with a POST that spends nothing (`…/check`): opening the page, or a
 * mail scanner following the link, changes nothing. `null` data: the link does not work.
 */
function useTokenCheck<T>(path: string, token: string) {
  return useQuery({
    queryKey: ['link-check', path, token],
    queryFn: async () => {
      try {
        return await apiRequest<T>('POST', path, { token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      }
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** The form's fields that the server may name in its answer. */
function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of splitServerFields(error.fields, fields).beside) setError(field as F, { message });
}

/** /auth/reset?token=…: choose a new password; every session of the account ends, this one begins. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const siteName = useSiteName();
  usePageMeta(t('reset.title'), t('reset.intro'), siteName);
  const check = useTokenCheck<ResetTokenInfo>('/api/password-reset/check', token);

  let body: ReactNode;
  if (token !== '' && check.isPending) return <CenteredSpinner />;
  const info = token === '' ? null : check.data;
  if (!info) {
    body = <DeadLink text={t('reset.dead')} action={t('reset.askAgain')} href={`${AUTH_ROUTE}?forgot`} />;
  } else {
    body = <ResetForm token={token} username={info.username} />;
  }
  return <LinkPageFrame title={t('reset.title')}>{body}</LinkPageFrame>;
}

function ResetForm({ token, username }: { token: string; username: string }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const notify = useNotify();
  const navigate = useNavigate();
  const headingId = useId();
  const confirm = useConfirmReset();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = (values: ResetPasswordForm) =>
    confirm.mutate(
      { token, password: values.password },
      {
        onSuccess: (user: CurrentUser) => {
          notify({ title: t('reset.successTitle'), description: t('reset.successText') });
          void navigate(destinationAfterSignIn(user.role), { replace: true });
        },
        onError: (error) => applyFieldErrors(error, ['password'] as const, setError),
      },
    );
  return (
    <AuthForm labelledBy={headingId} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <PanelHeading id={headingId} title={t('reset.heading')} intro={t('reset.intro', { username })} />
      {confirm.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{text(serverMessage(confirm.error)) ?? t('serverErrors.unexpected')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {/* The account's name for password managers, which file the new password under it. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        error={text(formState.errors.password?.message)}
        registration={register('password')}
      />
      <TextField
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={text(formState.errors.confirmPassword?.message)}
        registration={register('confirmPassword')}
      />
      <SubmitButton pending={confirm.isPending} label={t('reset.submit')} pendingLabel={t('reset.pending')} />
    </AuthForm>
  );
}

/** /auth/invitation?token=…: the invited person chooses a username and password and is signed in. */
export function InvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const siteName = useSiteName();
  usePageMeta(t('invitation.title'), t('invitation.metaDescription'), siteName);
  const check = useTokenCheck<InvitationTokenInfo>('/api/invitations/check', token);

  let body: ReactNode;
  if (token !== '' && check.isPending) return <CenteredSpinner />;
  const info = token === '' ? null : check.data;
  if (!info) {
    body = <DeadLink text={t('invitation.dead')} action={t('invitation.toSignIn')} href={AUTH_ROUTE} />;
  } else {
    body = <InvitationForm token={token} invitation={info} />;
  }
  return <LinkPageFrame title={t('invitation.title')}>{body}</LinkPageFrame>;
}

const INVITATION_FIELDS = ['username', 'password'] as const;

function InvitationForm({ token, invitation }: { token: string; invitation: InvitationTokenInfo }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const notify = useNotify();
  const navigate = useNavigate();
  const headingId = useId();
  const accept = useAcceptInvitation();
  const { register, handleSubmit, setError, formState } = useForm<InvitationAcceptForm>({
    resolver: zodResolver(InvitationAcceptFormSchema),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const submit = (values: InvitationAcceptForm) =>
    accept.mutate(
      { token, username: values.username, password: values.password },
      {
        onSuccess: (user: CurrentUser) => {
          notify({
            title: t('invitation.successTitle'),
            description: t('register.successDescription', { name: user.fullName }),
          });
          void navigate(destinationAfterSignIn(user.role), { replace: true });
        },
        onError: (error) => applyFieldErrors(error, INVITATION_FIELDS, setError),
      },
    );
  return (
    <AuthForm labelledBy={headingId} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <PanelHeading
        id={headingId}
        title={t('invitation.heading', { name: invitation.fullName })}
        intro={t('invitation.intro', { role: t(`roles.${invitation.role}.name`), email: invitation.email })}
      />
      {accept.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{text(serverMessage(accept.error)) ?? t('serverErrors.unexpected')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField
        label={t('register.username')}
        autoComplete="username"
        error={text(formState.errors.username?.message)}
        registration={register('username')}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        error={text(formState.errors.password?.message)}
        registration={register('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={text(formState.errors.confirmPassword?.message)}
        registration={register('confirmPassword')}
      />
      <SubmitButton pending={accept.isPending} label={t('invitation.submit')} pendingLabel={t('invitation.pending')} />
    </AuthForm>
  );
}

/**
 * /auth/email?token=…: confirms the new e-mail address of an account. Opening the page only checks
 * the link; the address changes with the button's POST, so a mail scanner following it changes nothing.
 */
export function EmailChangePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const siteName = useSiteName();
  usePageMeta(t('emailChange.title'), t('emailChange.metaDescription'), siteName);
  const check = useTokenCheck<EmailChangeTokenInfo>('/api/email-change/check', token);

  let body: ReactNode;
  if (token !== '' && check.isPending) return <CenteredSpinner />;
  const info = token === '' ? null : check.data;
  if (!info) {
    body = <DeadLink text={t('emailChange.dead')} action={t('emailChange.toSignIn')} href={AUTH_ROUTE} />;
  } else {
    body = <EmailChangeForm token={token} info={info} />;
  }
  return <LinkPageFrame title={t('emailChange.title')}>{body}</LinkPageFrame>;
}

function EmailChangeForm({ token, info }: { token: string; info: EmailChangeTokenInfo }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const headingId = useId();
  const confirm = useMutation({
    mutationFn: () => apiRequest<EmailChangeTokenInfo>('POST', '/api/email-change/confirm', { token }),
  });
  if (confirm.isSuccess) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('emailChange.successTitle')}</MessageBarTitle>
          <p>{t('emailChange.successText', { email: confirm.data.email, username: confirm.data.username })}</p>
          <Link href={AUTH_ROUTE}>{t('emailChange.toSignIn')}</Link>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <AuthForm
      labelledBy={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate();
      }}
    >
      <PanelHeading
        id={headingId}
        title={t('emailChange.heading')}
        intro={t('emailChange.intro', { email: info.email, username: info.username })}
      />
      {confirm.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{text(serverMessage(confirm.error)) ?? t('serverErrors.unexpected')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <SubmitButton
        pending={confirm.isPending}
        label={t('emailChange.submit')}
        pendingLabel={t('emailChange.pending')}
      />
    </AuthForm>
  );
}
