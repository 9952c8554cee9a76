import { randomBytes } from 'node:crypto';
import type { KeyRing } from '../key-ring';

// The secrets of a mail (a password-reset or invitation token, a subscription's confirmation or
// unsubscribe token, a registration's cancellation token) never reach the outbox's columns as they
// are: rendering replaces each with a placeholder of its own, the outbox keeps the secrets sealed
// under a key derived from the session keys (`outbox_mails.secrets`), and the sender puts them back
// into the copy it hands to SMTP, then drops the sealed column once the mail is sent or discarded.
// A template marks its secrets with `secrets(props)`; a list mail's unsubscribe token is one always.

/** A placeholder's shape: URL-, HTML- and header-safe, so it stands in a link as the secret did. */
const PLACEHOLDER = /__secret_[0-9a-f]{16}_[0-9]+__/g;

/** What the admins' outbox view shows where a secret stands. */
export const REDACTED_SECRET = '(hidden)';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A `token` parameter of a link to the site that is not a placeholder: a template that put a secret
 * into a link without naming it in `secrets`. Rendering refuses such a mail rather than store the
 * secret. (Links elsewhere, as staff type them into a newsletter, are not the site's secrets.)
 */
const unmarkedToken = (publicUrl: string) =>
  new RegExp(escapeForRegExp(publicUrl) + String.raw`[^\s"'<>]*?[?&](?:amp;)?token=(?!__secret_)[^\s"'<>&]`, 'i');

/** A mail's parts that may carry a secret. */
export interface MailParts {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** The placeholders of a mail and the secret each stands for. */
export type MailSecrets = Record<string, string>;

function replaceAll(value: string, map: ReadonlyMap<string, string>): string {
  let result = value;
  for (const [from, to] of map) result = result.split(from).join(to);
  return result;
}

function mapParts(parts: MailParts, map: ReadonlyMap<string, string>): MailParts {
  return {
    subject: replaceAll(parts.subject, map),
    html: replaceAll(parts.html, map),
    text: replaceAll(parts.text, map),
    headers: Object.fromEntries(Object.entries(parts.headers).map(([name, value]) => [name, replaceAll(value, map)])),
  };
}

/** Thrown when a rendered mail carries a token its template did not mark as a secret. */
export class UnmarkedSecretError extends Error {
  constructor(template: string) {
    super(`The mail '${template}' carries a token in a link that its template does not name in secrets()`);
    this.name = 'UnmarkedSecretError';
  }
}

/**
 * `parts` with every occurrence of each secret replaced by a placeholder, and the placeholders'
 * secrets. Throws UnmarkedSecretError when a `token=` link is left that is no placeholder.
 */
export function redactSecrets(
  template: string,
  publicUrl: string,
  parts: MailParts,
  secrets: readonly string[],
): { parts: MailParts; secrets: MailSecrets } {
  const nonce = randomBytes(8).toString('hex');
  // Longest first: a secret that contains another is replaced whole.
  const unique = [...new Set(secrets.filter((secret) => secret.length > 0))].sort((a, b) => b.length - a.length);
  const toPlaceholder = new Map(unique.map((secret, index) => [secret, `__secret_${nonce}_${index}__`]));
  const redacted = mapParts(parts, toPlaceholder);
  const all = [redacted.subject, redacted.html, redacted.text, ...Object.values(redacted.headers)];
  const unmarked = unmarkedToken(publicUrl);
  if (all.some((value) => unmarked.test(value))) throw new UnmarkedSecretError(template);
  return {
    parts: redacted,
    secrets: Object.fromEntries([...toPlaceholder].map(([secret, placeholder]) => [placeholder, secret])),
  };
}

/** `parts` with each placeholder of `secrets` replaced by its secret again (what SMTP is given). */
export function restoreSecrets(parts: MailParts, secrets: MailSecrets): MailParts {
  return mapParts(parts, new Map(Object.entries(secrets)));
}

/** A stored text as the admins see it: every placeholder shown as hidden. */
export const shownRedacted = (value: string) => value.replace(PLACEHOLDER, REDACTED_SECRET);

/** The outbox column of `secrets`: sealed, or null when the mail has none. */
export function sealSecrets(keyRing: KeyRing, secrets: MailSecrets): string | null {
  return Object.keys(secrets).length === 0 ? null : keyRing.seal('outbox-secrets', JSON.stringify(secrets));
}

/** The secrets of a stored column, or null when none of the session keys opens it. */
export function openSecrets(keyRing: KeyRing, sealed: string): MailSecrets | null {
  const plain = keyRing.open('outbox-secrets', sealed);
  if (plain === null) return null;
  const parsed = JSON.parse(plain) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return Object.fromEntries(entries) as MailSecrets;
}
