import { emailChangeConfirm, emailChanged, emailChangeRequested, invitation, passwordReset } from './account-links';
import { contactAcknowledgement, contactNotification } from './contact';
import { listingChangeApproved, listingChangeRejected, listingChangeSubmitted } from './listing-changes';
import {
  applicationApproved,
  applicationNotice,
  applicationReceived,
  applicationRejected,
  applicationUnderReview,
} from './membership';
import { newsletter } from './newsletter';
import {
  eventCancelled,
  eventChanged,
  eventReminder,
  registrationCancelled,
  registrationConfirmed,
  registrationPromoted,
  registrationWaitlisted,
} from './registration';
import { regulatoryUpdate } from './regulatory-update';
import { roleRequestApproved, roleRequestDeclined } from './role-request';
import { subscriptionConfirmation } from './subscription';
import type { MailTemplate } from './types';

/**
 * Every mail the site sends, by name. Adding one: a component module next to these (subject,
 * preview, Body), its strings under a key of its own in `server/mail/locales/<lng>/mail.json` (en,
 * es, sv), and a line here; `queue(transaction, { template: '<name>', props })` is then typed by it.
 */
export const MAIL_TEMPLATES = {
  'contact-notification': contactNotification,
  'contact-acknowledgement': contactAcknowledgement,
  'role-request-approved': roleRequestApproved,
  'role-request-declined': roleRequestDeclined,
  'password-reset': passwordReset,
  invitation,
  'email-change-confirm': emailChangeConfirm,
  'email-change-requested': emailChangeRequested,
  'email-changed': emailChanged,
  'subscription-confirmation': subscriptionConfirmation,
  newsletter,
  'regulatory-update': regulatoryUpdate,
  'registration-confirmed': registrationConfirmed,
  'registration-waitlisted': registrationWaitlisted,
  'registration-promoted': registrationPromoted,
  'registration-cancelled': registrationCancelled,
  'event-reminder': eventReminder,
  'event-changed': eventChanged,
  'event-cancelled': eventCancelled,
  'listing-change-submitted': listingChangeSubmitted,
  'listing-change-approved': listingChangeApproved,
  'listing-change-rejected': listingChangeRejected,
  'application-received': applicationReceived,
  'application-notice': applicationNotice,
  'application-under-review': applicationUnderReview,
  'application-approved': applicationApproved,
  'application-rejected': applicationRejected,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The props a template takes. */
export type MailTemplateProps<N extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[N] extends MailTemplate<infer P> ? P : never;

export type { MailContext, MailTemplate } from './types';
