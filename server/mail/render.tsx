/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { randomUUID } from 'node:crypto';
import { render, toPlainText } from '@react-email/components';
import { unsubscribeUrl } from '../presenters/subscriptions';
import { isHeaderSafe, isMailAddress, oneLine } from './addresses';
import { mailTranslator } from './i18n';
import { MailHeaderError, oneClickUnsubscribeUrl, type MailRequest, type MailSite, type RenderedMail } from './message';
import { redactSecrets } from './secrets';
import {
  MAIL_TEMPLATES,
  type MailContext,
  type MailTemplate,
  type MailTemplateName,
  type MailTemplateProps,
} from './templates';

function checkAddress(what: string, address: string): void {
  if (!isMailAddress(address)) throw new MailHeaderError(`${what} is not one valid e-mail address`);
}

function checkHeaderText(what: string, value: string): void {
  if (!isHeaderSafe(value)) throw new MailHeaderError(`${what} must not contain line breaks or control characters`);
}

/**
 * Renders a mail from its template: subject, HTML (React, through react-email's components) and
 * the plain-text alternative made from that HTML, in the request's language, with absolute links
 * from PUBLIC_URL. Throws MailHeaderError for an address or header text with a line break.
 */
export async function renderMail<N extends MailTemplateName>(
  request: MailRequest<N>,
  site: MailSite,
): Promise<RenderedMail> {
  checkAddress('The recipient', request.to);
  checkHeaderText("The recipient's name", request.toName ?? '');
  // The sender is MAIL_FROM (checked at start) or made from PUBLIC_URL's host, which may be an IP
  // literal (noreply@[127.0.0.1]) that the recipients' address rule would refuse.
  checkHeaderText("The sender's address", site.from.address);
  checkHeaderText("The sender's name", site.from.name);
  if (request.replyTo !== undefined) checkAddress('The reply-to address', request.replyTo);

  const publicUrl = site.publicUrl.replace(/\/+$/, '');
  const token = request.list?.unsubscribeToken;
  const context: MailContext = {
    language: request.language,
    t: mailTranslator(request.language),
    // Subjects name the site: a line break typed into its name must not reach a header.
    siteName: oneLine(site.siteName),
    publicUrl,
    link: (path) => `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    unsubscribeUrl: token ? `${publicUrl}${unsubscribeUrl(token, request.language)}` : undefined,
  };
  // The registry's entry for this name takes exactly these props (MailTemplateProps<N>).
  const template = MAIL_TEMPLATES[request.template] as unknown as MailTemplate<MailTemplateProps<N>>;
  const subject = template.subject(request.props, context);
  checkHeaderText('The subject', subject);
  const element = <template.Body props={request.props} context={context} />;
  const html = await render(element);
  // The text part is made from the HTML (react-email's html-to-text rules): one React render per mail.
  const text = toPlainText(html);

  const headers: Record<string, string> = {};
  if (request.replyTo) headers['Reply-To'] = request.replyTo;
  if (token) {
    headers['List-Unsubscribe'] = `<${oneClickUnsubscribeUrl(publicUrl, token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  // The outbox stores placeholders where the secrets stood; the sender puts them back for SMTP.
  const secrets = [...(template.secrets?.(request.props) ?? []), ...(token ? [token] : [])];
  const redacted = redactSecrets(request.template, publicUrl, { subject, html, text, headers }, secrets);
  const domain = site.from.address.slice(site.from.address.lastIndexOf('@') + 1);
  return {
    template: request.template,
    language: request.language,
    from: site.from,
    to: { name: request.toName ?? '', address: request.to },
    ...redacted.parts,
    messageId: `<${randomUUID()}@${domain}>`,
    attachments: request.attachments ?? [],
    secrets: redacted.secrets,
  };
}
