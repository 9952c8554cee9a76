import {
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
  type ButtonProps,
} from '@fluentui/react-components';
import { InfoRegular, MailRegular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

const useStyles = makeStyles({
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  spaced: { marginTop: tokens.spacingVerticalM },
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'end',
    maxWidth: '40rem',
  },
  wide: { maxWidth: '52rem' },
});

/** A small grey note; with `info` it starts with an info icon (the explanation of a "coming soon" action). */
export function Note({
  id,
  info = false,
  spaced = false,
  children,
}: {
  id?: string;
  info?: boolean;
  /** Leaves a medium gap above the note (under a form, for example). */
  spaced?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <p id={id} className={mergeClasses(styles.note, spaced && styles.spaced)}>
      {info ? (
        <>
          <InfoRegular aria-hidden />{' '}
        </>
      ) : null}
      {children}
    </p>
  );
}

/**
 * An action that has no behaviour yet: focusable but disabled, described by the note with `noteId`;
 * `target` (after `separator`) is read by screen readers only, to tell the card's buttons apart.
 */
export function ComingSoonButton({
  noteId,
  children,
  target,
  separator = ' ',
  icon,
  appearance,
  size,
  type,
}: {
  noteId: string;
  children: ReactNode;
  target?: string;
  separator?: string;
  icon?: ButtonProps['icon'];
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  type?: 'submit' | 'button';
}) {
  return (
    <Button type={type} appearance={appearance} size={size} icon={icon} disabledFocusable aria-describedby={noteId}>
      {children}
      {target === undefined ? null : (
        <VisuallyHidden>
          {separator}
          {target}
        </VisuallyHidden>
      )}
    </Button>
  );
}

/**
 * A sign-up form that has no submit behaviour yet: a usable email field (then `children`, more fields),
 * the submit button disabled and explained by the note below the form.
 */
export function SignUpForm({
  label,
  emailLabel,
  submitLabel,
  note,
  noteIdPrefix,
  wide = false,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  emailLabel: string;
  submitLabel: string;
  note: string;
  noteIdPrefix: string;
  /** Room for more fields in one row. */
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const noteId = useId(noteIdPrefix);
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <>
      <form
        className={mergeClasses(styles.form, wide && styles.wide)}
        onSubmit={onSubmit}
        aria-label={label}
        noValidate
      >
        <Field label={emailLabel}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            contentBefore={<MailRegular aria-hidden />}
            placeholder={t('common.emailPlaceholder')}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        {children}
        <div>
          <ComingSoonButton type="submit" appearance="primary" noteId={noteId}>
            {submitLabel}
          </ComingSoonButton>
        </div>
      </form>
      <Note id={noteId} info spaced>
        {note}
      </Note>
    </>
  );
}
