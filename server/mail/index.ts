/**
 * Outgoing mail. Everything the site sends goes through the outbox (`Outbox.queue`, reached as
 * `ctx.services.mail`), inside the transaction of the change that causes the mail; the sender
 * delivers it over SMTP_URL. Templates: `templates/index.ts`; strings: `locales/<lng>/mail.json`.
 * Nothing exported here loads React: the templates and react-email are loaded with the first mail
 * rendered (`render.tsx`, imported lazily by the outbox), after the server has chosen React's build.
 */
export { defaultSender, isHeaderSafe, isMailAddress, oneLine, parseMailbox, type MailAddress } from './addresses';
export { Outbox, type OutboxOptions } from './outbox';
export {
  MailHeaderError,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  oneClickUnsubscribeUrl,
  type MailAttachment,
  type MailRequest,
  type MailSite,
  type RenderedMail,
} from './message';
export { DEFAULT_RETRY_DELAYS_MS, OutboxSender, type SenderOptions } from './sender';
export { smtpTransport, storedHeaders, type MailTransport } from './transport';
export type { MailTemplateName, MailTemplateProps } from './templates';
