import type { Language } from '../../shared/constants';
import type { MailAddress } from './addresses';
import type { MailTemplateName, MailTemplateProps } from './templates';

// What a mail is, before and after rendering: no React here, so the server can load this at start
// and leave React (and react-email) to the first mail rendered (see Outbox.render).

/** The site's one-click unsubscribe endpoint (RFC 8058): a POST to it removes the subscription. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe/one-click';

/** A mail to send: who to, in which language, which template with which props. */
export interface MailRequest<N extends MailTemplateName = MailTemplateName> {
  /** The recipient's address (one address; checked, CR/LF refused). */
  to: string;
  /** The recipient's name, shown with the address (optional; CR/LF refused). */
  toName?: string;
  /** The language the mail is written in. */
  language: Language;
  template: N;
  props: MailTemplateProps<N>;
  /** Where replies go (e.g. the sender of an enquiry). */
  replyTo?: string;
  /**
   * A mail to a subscription list (newsletter): the subscription's unsubscribe token. The mail then
   * carries `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058 one-click) and a footer link.
   */
  list?: { unsubscribeToken: string };
  /** Files sent with the mail (a calendar entry), made by the site: text only. */
  attachments?: MailAttachment[];
}

/** A file sent with a mail: its name, its media type and its text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A mail as it is stored in the outbox and sent: every header and both bodies final. */
export interface RenderedMail {
  template: MailTemplateName;
  language: Language;
  from: MailAddress;
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (Reply-To, List-Unsubscribe, …): names and values checked, no CR/LF. */
  headers: Record<string, string>;
  messageId: string;
  attachments: MailAttachment[];
  /**
   * The mail's secrets by the placeholder that stands for each in subject, bodies and headers
   * (server/mail/secrets.ts): only in memory and sealed in the outbox, never in its text columns.
   */
  secrets: Record<string, string>;
}

/** The site facts a mail is rendered with. */
export interface MailSite {
  siteName: string;
  publicUrl: string;
  from: MailAddress;
}

/** A mail that would carry a line break or a bad address into a header: refused, never sent. */
export class MailHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailHeaderError';
  }
}

/** The absolute one-click unsubscribe address of a subscription token. */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
