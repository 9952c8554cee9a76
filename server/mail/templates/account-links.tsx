/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Role } from '../../../shared/entities';
import { EMAIL_CHANGE_ROUTE, INVITATION_ROUTE, RESET_PASSWORD_ROUTE } from '../../../shared/routes';
import { MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate, type MailContext } from './types';

/** The button, and the address written out for mail clients that show no buttons. */
function LinkBlock({ href, label, context }: { href: string; label: string; context: MailContext }) {
  return (
    <>
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.label}>{context.t('accountLinks.copyLink')}</Text>
      <Text style={styles.value}>
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A password reset someone asked for on the sign-in page. */
export interface PasswordResetProps {
  fullName: string;
  username: string;
  /** The link's token (the mail is the only place it exists). */
  token: string;
}

export const passwordReset = defineTemplate<PasswordResetProps>({
  secrets: (props) => [props.token],
  subject: (_props, { t, siteName }) => t('passwordReset.subject', { siteName }),
  preview: (_props, { t }) => t('passwordReset.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    const href = context.link(`${RESET_PASSWORD_ROUTE}?token=${encodeURIComponent(props.token)}`);
    return (
      <MailLayout context={context} preview={passwordReset.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('passwordReset.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('passwordReset.body', { username: props.username, siteName: context.siteName })}
        </Text>
        <LinkBlock href={href} label={t('passwordReset.action')} context={context} />
        <Text style={styles.text}>{t('passwordReset.expiry')}</Text>
        <Text style={styles.text}>{t('passwordReset.notYou')}</Text>
      </MailLayout>
    );
  },
});

/**
 * An invitation an administrator sent from Settings → Users, or an invitation to represent a member
 * company (`companyName`: from an approved application, or from a colleague).
 */
export interface InvitationProps {
  fullName: string;
  /** Who invited them. */
  inviterName: string;
  role: Role;
  companyName?: string | null;
  token: string;
}

export const invitation = defineTemplate<InvitationProps>({
  secrets: (props) => [props.token],
  subject: (_props, { t, siteName }) => t('invitation.subject', { siteName }),
  preview: (props, { t }) =>
    props.companyName
      ? t('invitation.memberPreview', { inviter: props.inviterName, company: props.companyName })
      : t('invitation.preview', { inviter: props.inviterName }),
  Body: ({ props, context }) => {
    const { t } = context;
    const href = context.link(`${INVITATION_ROUTE}?token=${encodeURIComponent(props.token)}`);
    return (
      <MailLayout context={context} preview={invitation.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('invitation.heading', { siteName: context.siteName })}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {props.companyName
            ? t('invitation.memberBody', {
                inviter: props.inviterName,
                siteName: context.siteName,
                company: props.companyName,
              })
            : t('invitation.body', {
                inviter: props.inviterName,
                siteName: context.siteName,
                role: t(`roles.${props.role}`),
              })}
        </Text>
        <LinkBlock href={href} label={t('invitation.action')} context={context} />
        <Text style={styles.text}>{t('invitation.expiry')}</Text>
        <Text style={styles.text}>{t('invitation.notYou')}</Text>
      </MailLayout>
    );
  },
});

/** A move of an account to a new e-mail address: the account, and (in the notices) the new address. */
export interface EmailChangeProps {
  fullName: string;
  username: string;
}

/** To the new address: the link that confirms it (the address changes only when the link's page is confirmed). */
export const emailChangeConfirm = defineTemplate<EmailChangeProps & { token: string }>({
  secrets: (props) => [props.token],
  subject: (_props, { t, siteName }) => t('emailChangeConfirm.subject', { siteName }),
  preview: (_props, { t }) => t('emailChangeConfirm.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    const href = context.link(`${EMAIL_CHANGE_ROUTE}?token=${encodeURIComponent(props.token)}`);
    return (
      <MailLayout context={context} preview={emailChangeConfirm.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('emailChangeConfirm.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('emailChangeConfirm.body', { username: props.username, siteName: context.siteName })}
        </Text>
        <LinkBlock href={href} label={t('emailChangeConfirm.action')} context={context} />
        <Text style={styles.text}>{t('emailChangeConfirm.expiry')}</Text>
        <Text style={styles.text}>{t('emailChangeConfirm.notYou')}</Text>
      </MailLayout>
    );
  },
});

/**
 * To the current address, when a change was asked for: what, and what to do if it was not them. No
 * link: the mail holds nothing that changes the account.
 */
export const emailChangeRequested = defineTemplate<EmailChangeProps & { newEmail: string }>({
  subject: (_props, { t, siteName }) => t('emailChangeRequested.subject', { siteName }),
  preview: (_props, { t }) => t('emailChangeRequested.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={emailChangeRequested.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('emailChangeRequested.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('emailChangeRequested.body', {
            username: props.username,
            siteName: context.siteName,
            email: props.newEmail,
          })}
        </Text>
        <Text style={styles.text}>{t('emailChangeRequested.notYou')}</Text>
      </MailLayout>
    );
  },
});

/** To the old address, once the new one was confirmed: the account's mail goes elsewhere from now on. */
export const emailChanged = defineTemplate<EmailChangeProps & { newEmail: string }>({
  subject: (_props, { t, siteName }) => t('emailChanged.subject', { siteName }),
  preview: (_props, { t }) => t('emailChanged.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={emailChanged.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('emailChanged.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('emailChanged.body', { username: props.username, siteName: context.siteName, email: props.newEmail })}
        </Text>
        <Text style={styles.text}>{t('emailChanged.notYou')}</Text>
      </MailLayout>
    );
  },
});
