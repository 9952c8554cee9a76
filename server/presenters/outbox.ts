import type { OutboxMailDetail, OutboxMailSummary } from '../../shared/entities';
import { shownRedacted } from '../mail/secrets';
import type { OutboxMailModel } from '../models';
import { iso, isoOrNull } from './fields';

/** A mailbox as a header shows it: `Name <address>`, or the address alone. */
const mailbox = (name: string, address: string) => (name ? `${name} <${address}>` : address);

/** An outbox mail in the admins' list: what, to whom, where it is on its way. */
export function presentOutboxMail(mail: OutboxMailModel): OutboxMailSummary {
  return {
    id: mail.id,
    template: mail.template,
    language: mail.language,
    to: mailbox(mail.toName, mail.toAddress),
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    createdAt: iso(mail.createdAt),
    nextAttemptAt: mail.status === 'queued' ? iso(mail.nextAttemptAt) : null,
    sentAt: isoOrNull(mail.sentAt),
    lastError: mail.lastError,
    version: mail.version,
  };
}

/**
 * One outbox mail with everything it carries: sender, both bodies, extra headers. Where a secret
 * stands (a link's token), the admin reads "(hidden)": the outbox holds no usable link to copy.
 */
export function presentOutboxMailDetail(mail: OutboxMailModel): OutboxMailDetail {
  const headers = JSON.parse(mail.headers) as Record<string, string>;
  return {
    ...presentOutboxMail(mail),
    subject: shownRedacted(mail.subject),
    from: mailbox(mail.fromName, mail.fromAddress),
    html: shownRedacted(mail.html),
    text: shownRedacted(mail.text),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, shownRedacted(value)])),
  };
}
