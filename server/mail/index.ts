/**
 * Outgoing mail. Everything the site sends goes through the outbox (`Outbox.queue`, reached as
 * `ctx.services.mail`), inside the transaction of the change that causes the mail; the sender
 * delivers it over SMTP_URL. Templates: `templates/index.ts`; strings: `locales/<lng>/mail.json`.
 */
export { defaultSender, isHeaderSafe, isMailAddress, oneLine, parseMailbox, type MailAddress } from './addresses';
export { Outbox, type OutboxOptions } from './outbox';
export {
  MailHeaderError,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  oneClickUnsubscribeUrl,
  renderMail,
  type MailRequest,
  type RenderedMail,
} from './render';
export { DEFAULT_RETRY_DELAYS_MS, OutboxSender, type SenderOptions } from './sender';
export { smtpTransport, storedHeaders, type MailTransport } from './transport';
export { MAIL_TEMPLATES, type MailTemplateName, type MailTemplateProps } from './templates';
