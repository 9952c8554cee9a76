import { z } from 'zod';

/** A mailbox: an address and the display name shown with it (empty for none). */
export interface MailAddress {
  name: string;
  address: string;
}

/** Control characters (CR and LF above all): one of them in a header value could start a new header. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a text may stand in a mail header (a name, a subject): no CR, LF or other control characters. */
export function isHeaderSafe(value: string): boolean {
  return !CONTROL.test(value);
}

/** The same address rule as every e-mail field of the site (the shared schemas use z.email()). */
const EmailSchema = z.email().max(254);

/** Whether `value` is one plain e-mail address (no name, no list, nothing around it). */
export function isMailAddress(value: string): boolean {
  return isHeaderSafe(value) && EmailSchema.safeParse(value).success;
}

// `addr@host`, `Name <addr@host>` or `"Name" <addr@host>`, and nothing else: a strict reading, so a
// typo in MAIL_FROM stops the start instead of sending from a half-understood address.
const MAILBOX = /^(?:"((?:[^"\\]|\\.)*)"\s*<([^<>\s]+)>|([^<>"]*?)\s*<([^<>\s]+)>|([^<>\s"]+))$/;

/** Parses one mailbox as written in MAIL_FROM; null when it is not exactly one valid mailbox. */
export function parseMailbox(value: string): MailAddress | null {
  if (!isHeaderSafe(value)) return null;
  const match = MAILBOX.exec(value.trim());
  if (!match) return null;
  const quoted = match[1];
  const name = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
  const address = match[2] ?? match[4] ?? match[5] ?? '';
  if (!isMailAddress(address)) return null;
  return { name, address };
}

/**
 * The sender when MAIL_FROM is unset: the site's name and `noreply@` the host of PUBLIC_URL (an IP
 * address as a literal, `noreply@[127.0.0.1]`, which is what a mail address with an IP looks like).
 */
export function defaultSender(siteName: string, publicUrl: string): MailAddress {
  const host = new URL(publicUrl).hostname;
  const domain = /^[\d.]+$/.test(host) ? `[${host}]` : host.startsWith('[') ? `[IPv6:${host.slice(1, -1)}]` : host;
  return { name: oneLine(siteName), address: `noreply@${domain}` };
}

/** A text made fit for a header: every run of whitespace or control characters becomes one space. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}
