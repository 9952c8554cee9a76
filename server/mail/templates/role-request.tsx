/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Role } from '../../../shared/entities';
import { MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate } from './types';

/** The person whose role request an administrator decided on. */
export interface RoleRequestProps {
  fullName: string;
  username: string;
  /** The role they asked for. */
  requestedRole: Role;
  /** Their role now (the requested one when approved, the one they kept when declined). */
  role: Role;
}

/** The role request was approved: the new role, and where to sign in. */
export const roleRequestApproved = defineTemplate<RoleRequestProps>({
  subject: (_props, { t, siteName }) => t('roleRequestApproved.subject', { siteName }),
  preview: (props, { t }) => t('roleRequestApproved.preview', { role: t(`roles.${props.role}`) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={roleRequestApproved.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('roleRequestApproved.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('roleRequestApproved.body', { username: props.username, role: t(`roles.${props.role}`) })}
        </Text>
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={context.link('/auth')} style={styles.button}>
            {t('roleRequestApproved.signIn')}
          </Button>
        </Section>
      </MailLayout>
    );
  },
});

/** The role request was declined: the account stays as it was. */
export const roleRequestDeclined = defineTemplate<RoleRequestProps>({
  subject: (_props, { t, siteName }) => t('roleRequestDeclined.subject', { siteName }),
  preview: (props, { t }) => t('roleRequestDeclined.preview', { role: t(`roles.${props.requestedRole}`) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={roleRequestDeclined.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('roleRequestDeclined.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>
          {t('roleRequestDeclined.body', {
            requested: t(`roles.${props.requestedRole}`),
            username: props.username,
            role: t(`roles.${props.role}`),
          })}
        </Text>
        <Text style={styles.text}>{t('roleRequestDeclined.questions')}</Text>
      </MailLayout>
    );
  },
});
