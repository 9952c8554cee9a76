import { EventEmitter } from 'node:events';
import type { Transaction } from 'sequelize';
import type { Database } from '../db';
import type { KeyRing } from '../key-ring';
import type { OutboxMailModel } from '../models';
import { siteTextsIn } from '../../shared/site-texts';
import { readSiteSettings } from '../settings';
import { defaultSender, type MailAddress } from './addresses';
import type { MailRequest, RenderedMail } from './message';
import { sealSecrets } from './secrets';
import type { MailTemplateName } from './templates';

const isRendered = (mail: MailRequest | RenderedMail): mail is RenderedMail => 'html' in mail;

/** What the outbox needs to know of the site to render a mail. */
export interface OutboxOptions {
  db: Database;
  /** PUBLIC_URL (a function: a server on port 0 learns it once listening). */
  publicUrl: () => string;
  /** MAIL_FROM; undefined means "the site name <noreply@PUBLIC_URL's host>". */
  from: MailAddress | undefined;
  /** The keys the mails' secrets are sealed with (derived from the session keys). */
  keyRing: KeyRing;
}

/**
 * The outbox: the one way the site sends mail. `queue` renders a mail and stores it in the caller's
 * transaction, so the mail exists exactly when the change that causes it was committed; the sender
 * (when SMTP_URL is set) is woken right after that commit. Reach it as `ctx.services.mail`.
 */
export class Outbox {
  private readonly events = new EventEmitter();

  constructor(private readonly options: OutboxOptions) {
    this.events.setMaxListeners(0);
  }

  /** The keys of this server's mailed secrets (a registration's cancellation link is signed with them). */
  get keyRing(): KeyRing {
    return this.options.keyRing;
  }

  /**
   * Renders a mail in the request's language with the current site settings (the site name in that language, the sender),
   * without storing it. Throws MailHeaderError for a bad address or a line break in a header.
   * Render before opening the transaction on busy paths: rendering takes milliseconds, and on SQLite
   * a write transaction holds the one write lock for as long as it runs.
   */
  async render<N extends MailTemplateName>(request: MailRequest<N>, transaction?: Transaction): Promise<RenderedMail> {
    const settings = await readSiteSettings(this.options.db.models, transaction);
    const publicUrl = this.options.publicUrl();
    // Loaded on first use: React picks its development or production build by NODE_ENV when it is
    // first loaded, and react-email loads react-dom's server renderer later, lazily; loading both
    // after the server has set NODE_ENV keeps them the same build.
    const { renderMail } = await import('./render');
    // The site's name as the recipient reads it: in the mail's language where staff gave one.
    const { siteName } = siteTextsIn(settings, request.language);
    return renderMail(request, {
      siteName,
      publicUrl,
      from: this.options.from ?? defaultSender(siteName, publicUrl),
    });
  }

  /**
   * Queues a mail inside `transaction`: stored as `queued`, sent after the commit. Give a request
   * (rendered here, inside the transaction) or a mail from `render` (rendered beforehand). If the
   * transaction rolls back, the mail was never there; if rendering or storing fails, the error rolls
   * the caller's transaction back: the change and its mail go together or not at all.
   */
  async queue<N extends MailTemplateName>(
    transaction: Transaction,
    mail: MailRequest<N> | RenderedMail,
  ): Promise<OutboxMailModel> {
    const rendered = isRendered(mail) ? mail : await this.render(mail, transaction);
    const row = await this.options.db.models.OutboxMail.create(
      {
        template: rendered.template,
        language: rendered.language,
        fromName: rendered.from.name,
        fromAddress: rendered.from.address,
        toName: rendered.to.name,
        toAddress: rendered.to.address,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: JSON.stringify(rendered.headers),
        attachments: rendered.attachments.length ? JSON.stringify(rendered.attachments) : null,
        // The text columns hold placeholders; the secrets they stand for are kept only sealed.
        secrets: sealSecrets(this.options.keyRing, rendered.secrets),
        messageId: rendered.messageId,
        status: 'queued',
        nextAttemptAt: new Date(),
      },
      { transaction },
    );
    transaction.afterCommit(() => {
      this.events.emit('queued');
    });
    return row;
  }

  /** Calls `listener` after every commit that queued mail (the sender's wake-up); returns the unsubscribe. */
  onQueued(listener: () => void): () => void {
    this.events.on('queued', listener);
    return () => this.events.off('queued', listener);
  }

  /** Tells the sender that mail became due outside `queue` (an admin's retry). */
  notify(): void {
    this.events.emit('queued');
  }
}
