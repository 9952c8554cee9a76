import type { ReactElement } from 'react';
import type { Language } from '../../../shared/constants';
import type { Translate } from '../i18n';

/** What every template gets besides its own props: the language's strings, the site, absolute links. */
export interface MailContext {
  language: Language;
  t: Translate;
  /** The site name from the site settings. */
  siteName: string;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** An absolute link on the site (`/admin/contacts` → `https://chamber.example.org/admin/contacts`). */
  link(path: string): string;
  /** The one-click unsubscribe page of a list mail (undefined for other mails). */
  unsubscribeUrl: string | undefined;
}

/**
 * A mail: its subject (one line of plain text), the preview line mail clients show in the inbox,
 * and its body as a React component. The layout (site name, footer, unsubscribe) is added around it.
 */
export interface MailTemplate<P> {
  subject(props: P, context: MailContext): string;
  preview(props: P, context: MailContext): string;
  Body(input: { props: P; context: MailContext }): ReactElement;
  /**
   * The props that open something (a token in a link): stored in the outbox only as placeholders,
   * the values sealed beside them and put back when the mail is sent (server/mail/secrets.ts). A
   * template with a `token=` link to the site that does not name it here is refused at rendering.
   */
  secrets?(props: P): readonly string[];
}

/** Declares a template with its props type (only to infer `P`). */
export function defineTemplate<P>(template: MailTemplate<P>): MailTemplate<P> {
  return template;
}
