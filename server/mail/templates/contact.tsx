/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Language } from '../../../shared/constants';
import type { InquiryType } from '../../../shared/entities';
import { oneLine } from '../addresses';
import { Field, MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate } from './types';

/** What the contact mails show of an enquiry. */
export interface EnquiryProps {
  fullName: string;
  email: string;
  organization: string | null;
  inquiryType: InquiryType;
  message: string;
  /** The language of the page it was sent from. */
  language: Language;
}

/**
 * To the chamber (the site settings' contact e-mail): who wrote, about what, the message, and a
 * link to the submission in the admin. Replies go to the sender (Reply-To).
 */
export const contactNotification = defineTemplate<EnquiryProps>({
  // The sender's name is typed by anyone: one line, so it can never add a header.
  subject: (props, { t }) =>
    t('contactNotification.subject', { name: oneLine(props.fullName), type: t(`inquiryTypes.${props.inquiryType}`) }),
  preview: (props, { t }) => t('contactNotification.preview', { name: oneLine(props.fullName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    const preview = contactNotification.preview(props, context);
    return (
      <MailLayout context={context} preview={preview}>
        <Heading as="h1" style={styles.heading}>
          {t('contactNotification.heading')}
        </Heading>
        <Text style={styles.text}>{t('contactNotification.intro', { siteName: context.siteName })}</Text>
        <Field label={t('contactNotification.name')}>{props.fullName}</Field>
        <Field label={t('contactNotification.email')}>{props.email}</Field>
        {props.organization ? <Field label={t('contactNotification.organization')}>{props.organization}</Field> : null}
        <Field label={t('contactNotification.type')}>{t(`inquiryTypes.${props.inquiryType}`)}</Field>
        <Field label={t('contactNotification.language')}>{t(`languages.${props.language}`)}</Field>
        <Field label={t('contactNotification.message')}>{props.message}</Field>
        <Section style={{ margin: '24px 0 8px' }}>
          <Button
            href={context.link(`/admin/contacts?search=${encodeURIComponent(props.email)}`)}
            style={styles.button}
          >
            {t('contactNotification.open')}
          </Button>
        </Section>
        <Text style={styles.footer}>{t('contactNotification.replyHint')}</Text>
      </MailLayout>
    );
  },
});

/**
 * To the person who wrote, in the language of the page they wrote from. Deliberately repeats none
 * of what they typed (name, message): anyone can enter anyone's address in the form, and a mail that
 * echoed their text would let the form send their words to strangers.
 */
export const contactAcknowledgement = defineTemplate<Pick<EnquiryProps, 'inquiryType'>>({
  subject: (_props, { t, siteName }) => t('contactAcknowledgement.subject', { siteName: oneLine(siteName) }),
  preview: (_props, { t }) => t('contactAcknowledgement.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={contactAcknowledgement.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('contactAcknowledgement.heading')}
        </Heading>
        <Text style={styles.text}>
          {t('contactAcknowledgement.received', { type: t(`inquiryTypes.${props.inquiryType}`) })}
        </Text>
        <Text style={styles.text}>{t('contactAcknowledgement.notYou')}</Text>
        <Text style={styles.text}>{t('contactAcknowledgement.signature', { siteName: context.siteName })}</Text>
      </MailLayout>
    );
  },
});
