import { Button, Field, Input, Link, Spinner, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Role, User } from '../../../shared/entities';
import { useMessageText as useSharedMessageText, type ServerTexts } from '../../ui/message-text';
import { landingPath } from '../../../shared/roles';

/** The server's English texts a sign-in form may show, by their key in `auth:serverErrors`. */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  'Invalid username or password': 'invalidCredentials',
  'This username is already taken': 'usernameTaken',
  'This e-mail address is already registered': 'emailTaken',
  'This account has been deactivated. Please contact an administrator.': 'deactivated',
  'Something went wrong on our side. Please try again later.': 'unexpected',
  'This link is invalid or has expired. Please ask for a new one.': 'invalidLink',
  'Too many requests. Please wait a moment and try again.': 'tooManyRequests',
};

/** Where a user goes right after signing in on /auth: the first admin screen their role may open. */
export function destinationAfterSignIn(role: Role): string {
  return landingPath(role);
}

const AUTH_SERVER_TEXTS: ServerTexts = {
  namespace: 'auth',
  keyOf: (message) => (Object.hasOwn(SERVER_MESSAGE_KEYS, message) ? SERVER_MESSAGE_KEYS[message] : undefined),
};

/**
 * Translates a shared-schema message (`common:validation.*`) or a known server text
 * (`auth:serverErrors.*`); any other text is shown as it is.
 */
export const useMessageText = () => useSharedMessageText(AUTH_SERVER_TEXTS);

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    // A heading that takes the focus (see PanelHeading) is not a control: no focus ring.
    ':focus-visible': { outline: 'none' },
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  submit: { width: '100%' },
  switch: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

/** A labelled text input of a sign-in form, its error message (already translated) shown below. */
export function TextField({
  label,
  error,
  registration,
  type = 'text',
  autoComplete,
  defaultValue,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: InputProps['type'];
  autoComplete: string;
  /** The form's default for this field (Fluent's Input keeps its own value: the form's alone would not show). */
  defaultValue?: string;
}) {
  return (
    <Field label={label} required {...(error ? { validationState: 'error' as const, validationMessage: error } : {})}>
      <Input type={type} autoComplete={autoComplete} defaultValue={defaultValue} {...registration} />
    </Field>
  );
}

/**
 * The heading (h2) and intro of a tab's form or message. A message that replaces the form announces
 * itself (`status`) and may take the focus through `headingRef`, the form being gone.
 */
export function PanelHeading({
  id,
  title,
  intro,
  status = false,
  headingRef,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  status?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const styles = useStyles();
  return (
    <div className={styles.heading} role={status ? 'status' : undefined}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

/** The full-width submit button; while pending it is disabled, shows a spinner and the pending text. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      className={useStyles().submit}
      disabled={pending}
      icon={pending ? <Spinner size="tiny" /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** "Don't have an account? Register"-style line that switches to the other tab. */
export function SwitchLink({ prompt, action, onSwitch }: { prompt: string; action: string; onSwitch: () => void }) {
  return (
    <p className={useStyles().switch}>
      {prompt}{' '}
      <Link as="button" type="button" onClick={onSwitch}>
        {action}
      </Link>
    </p>
  );
}

/** The form element of a sign-in form: native submit (Enter works), browser validation off. */
export function AuthForm({
  labelledBy,
  onSubmit,
  children,
}: {
  /** The heading naming the form (none in a dialog: the dialog's title names it). */
  labelledBy: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className={useStyles().form} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** What the auth page passes to the login and register forms. */
export interface AuthFormProps {
  /** Called before the request is sent (the page then stops treating the session as pre-existing). */
  onStart: () => void;
  onSignedIn: (user: User) => void;
  onFailed: () => void;
  /** Switches to the other tab (no switch link without it, e.g. in the sign-in-again dialog). */
  onSwitch?: () => void;
}
