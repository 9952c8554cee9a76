/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Language } from '../../../shared/constants';
import { OTHER_COUNTRY } from '../../../shared/membership';
import { localizedPath } from '../../../shared/routes';
import { oneLine } from '../addresses';
import { Field, MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate, type MailContext } from './types';

/** The staff screen of the applications (the chamber's notice links to it). */
export const APPLICATIONS_ADMIN_PATH = '/admin/applications';

/** A country code of the application form, named in the mail's language ("other": the mail's word for it). */
export function countryName(country: string, context: Pick<MailContext, 't' | 'language'>): string {
  if (country === OTHER_COUNTRY) return context.t('application.otherCountry');
  return new Intl.DisplayNames([context.language], { type: 'region' }).of(country) ?? country;
}

/** What the chamber's notice shows of a new application. */
export interface ApplicationNoticeProps {
  companyName: string;
  organisationNumber: string;
  country: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** The language the applicant wrote in (their mails are in it). */
  language: Language;
}

/** A decision's mail to the applicant: their name and the company the application was for. */
export interface ApplicationDecisionProps {
  contactName: string;
  companyName: string;
}

/** The approval: whether the listing is public already, and which it is. */
export interface ApplicationApprovedProps extends ApplicationDecisionProps {
  memberId: number;
  published: boolean;
}

/** The rejection, with the reason staff gave. */
export interface ApplicationRejectedProps extends ApplicationDecisionProps {
  reason: string;
}

/**
 * To the address the form gave, in the language of the page it was sent from. Like the contact
 * form's acknowledgement, it repeats nothing that was typed: anyone can enter anyone's address, and
 * a mail that echoed the form would let it send their words to strangers.
 */
export const applicationReceived = defineTemplate<Record<string, never>>({
  subject: (_props, { t, siteName }) => t('application.received.subject', { siteName: oneLine(siteName) }),
  preview: (_props, { t }) => t('application.received.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={applicationReceived.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('application.received.heading')}
        </Heading>
        <Text style={styles.text}>{t('application.received.body', { siteName: context.siteName })}</Text>
        <Text style={styles.text}>{t('application.received.next')}</Text>
        <Text style={styles.text}>{t('application.received.notYou')}</Text>
        <Text style={styles.text}>{t('application.signature', { siteName: context.siteName })}</Text>
      </MailLayout>
    );
  },
});

/**
 * To the chamber (the site settings' contact e-mail, in the site's default language): the company,
 * its country and representative, and the way to the applications in the admin. Replies go to the
 * representative (Reply-To).
 */
export const applicationNotice = defineTemplate<ApplicationNoticeProps>({
  // The company's name is typed by anyone: one line, so it can never add a header.
  subject: (props, { t }) => t('application.notice.subject', { company: oneLine(props.companyName) }),
  preview: (props, { t }) =>
    t('application.notice.preview', { company: oneLine(props.companyName), name: oneLine(props.contactName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={applicationNotice.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('application.notice.heading')}
        </Heading>
        <Text style={styles.text}>{t('application.notice.intro', { siteName: context.siteName })}</Text>
        <Field label={t('application.notice.company')}>{props.companyName}</Field>
        <Field label={t('application.notice.organisationNumber')}>{props.organisationNumber}</Field>
        <Field label={t('application.notice.country')}>{countryName(props.country, context)}</Field>
        <Field label={t('application.notice.representative')}>{props.contactName}</Field>
        <Field label={t('application.notice.email')}>{props.contactEmail}</Field>
        <Field label={t('application.notice.phone')}>{props.contactPhone}</Field>
        <Field label={t('application.notice.language')}>{t(`languages.${props.language}`)}</Field>
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={context.link(APPLICATIONS_ADMIN_PATH)} style={styles.button}>
            {t('application.notice.open')}
          </Button>
        </Section>
        <Text style={styles.footer}>{t('application.notice.replyHint')}</Text>
      </MailLayout>
    );
  },
});

/** Staff have started looking at the application. */
export const applicationUnderReview = defineTemplate<ApplicationDecisionProps>({
  subject: (props, { t }) => t('application.underReview.subject', { company: oneLine(props.companyName) }),
  preview: (_props, { t }) => t('application.underReview.preview'),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={applicationUnderReview.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('application.underReview.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.contactName })}</Text>
        <Text style={styles.text}>{t('application.underReview.body', { company: props.companyName })}</Text>
        <Text style={styles.text}>{t('application.signature', { siteName: context.siteName })}</Text>
      </MailLayout>
    );
  },
});

/**
 * The application is approved: the company's listing is made (public now, or once staff publish
 * it), and the invitation to the representative's account comes in a mail of its own.
 */
export const applicationApproved = defineTemplate<ApplicationApprovedProps>({
  subject: (props, { t }) => t('application.approved.subject', { company: oneLine(props.companyName) }),
  preview: (props, { t }) => t('application.approved.preview', { company: oneLine(props.companyName) }),
  Body: ({ props, context }) => {
    const { t, language } = context;
    return (
      <MailLayout context={context} preview={applicationApproved.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('application.approved.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.contactName })}</Text>
        <Text style={styles.text}>
          {t('application.approved.body', { company: props.companyName, siteName: context.siteName })}
        </Text>
        <Text style={styles.text}>
          {t(props.published ? 'application.approved.listingPublished' : 'application.approved.listingLater')}
        </Text>
        <Text style={styles.text}>{t('application.approved.invitation')}</Text>
        {props.published ? (
          <Section style={{ margin: '24px 0 8px' }}>
            <Button href={context.link(localizedPath(`/members/${props.memberId}`, language))} style={styles.button}>
              {t('application.approved.open')}
            </Button>
          </Section>
        ) : null}
        <Text style={styles.text}>{t('application.signature', { siteName: context.siteName })}</Text>
      </MailLayout>
    );
  },
});

/** The application is rejected, with the reason. */
export const applicationRejected = defineTemplate<ApplicationRejectedProps>({
  subject: (props, { t }) => t('application.rejected.subject', { company: oneLine(props.companyName) }),
  preview: (props, { t }) => t('application.rejected.preview', { company: oneLine(props.companyName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={applicationRejected.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('application.rejected.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.contactName })}</Text>
        <Text style={styles.text}>{t('application.rejected.body', { company: props.companyName })}</Text>
        <Field label={t('application.rejected.reason')}>{props.reason}</Field>
        <Text style={styles.text}>{t('application.rejected.questions')}</Text>
        <Text style={styles.text}>{t('application.signature', { siteName: context.siteName })}</Text>
      </MailLayout>
    );
  },
});
