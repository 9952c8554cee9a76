import nodemailer from 'nodemailer';
import type { OutboxMailModel } from '../models';
import type { MailAttachment } from './message';

/** What the sender needs of a mail transport: send one stored mail, and let go of connections. */
export interface MailTransport {
  /** Sends the mail as stored; resolves with the relay's answer, rejects with its error. */
  send(mail: OutboxMailModel): Promise<{ response: string }>;
  close(): void;
}

/** How long the SMTP dialogue may stall before the attempt counts as failed (well under the claim lease). */
const SMTP_TIMEOUT_MS = 30_000;

/** The stored extra headers of a mail. */
export function storedHeaders(mail: Pick<OutboxMailModel, 'headers'>): Record<string, string> {
  const parsed = JSON.parse(mail.headers) as unknown;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
}

/** The stored attachments of a mail (none when the column is empty). */
export function storedAttachments(mail: Pick<OutboxMailModel, 'attachments'>): MailAttachment[] {
  if (!mail.attachments) return [];
  const parsed = JSON.parse(mail.attachments) as unknown;
  return Array.isArray(parsed) ? (parsed as MailAttachment[]) : [];
}

/**
 * A transport over SMTP_URL (smtp:// with STARTTLS when the relay offers it, smtps:// with TLS from
 * the start), pooled so a batch reuses one connection. nodemailer may not read files or fetch URLs
 * on a mail's behalf: a mail holds only text the site rendered.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      const { 'Reply-To': replyTo, ...headers } = storedHeaders(mail);
      const info = await transporter.sendMail({
        from: { name: mail.fromName, address: mail.fromAddress },
        to: mail.toName ? { name: mail.toName, address: mail.toAddress } : mail.toAddress,
        ...(replyTo ? { replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers,
        messageId: mail.messageId,
        attachments: storedAttachments(mail).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      return { response: String(info.response ?? '') };
    },
    close() {
      transporter.close();
    },
  };
}
