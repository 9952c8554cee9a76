import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// Keys the server derives from its session keys for secrets that must not be readable from the
// database alone: the links in queued mail, the signatures of registration-cancellation and
// unsubscribe links.
// The session keys come from SESSION_KEYS, or on SQLite from DATA_DIR's key file: then a copy of
// the database holds none of them. On PostgreSQL without SESSION_KEYS they are kept in app_meta,
// and a copy of the database holds them too (docs/security.md says so, and why to set SESSION_KEYS).

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The purposes a key is derived for: each its own key, so one never stands in for another. */
export type KeyPurpose = 'outbox-secrets' | 'registration-cancel-links' | 'unsubscribe-links';

/**
 * Whether the base64url text `given` is exactly the encoding of `expected`, compared in constant
 * time. The text is compared, not the bytes it decodes to: the last character of a base64url
 * string carries unused bits, so several spellings decode to the same bytes, and an altered link
 * must never pass for the one that was mailed.
 */
export function signatureMatches(given: string, expected: Buffer): boolean {
  const wanted = Buffer.from(expected.toString('base64url'));
  const offered = Buffer.from(given);
  return offered.length === wanted.length && timingSafeEqual(offered, wanted);
}

function derive(sessionKey: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionKey, 'chamber-key-ring', purpose, 32));
}

/**
 * The session keys (newest first) as keys of each purpose: the newest seals and signs, every one
 * opens and verifies, so a key rotation that keeps the old key last loses nothing.
 */
export class KeyRing {
  private readonly derived = new Map<KeyPurpose, Buffer[]>();

  constructor(private readonly sessionKeys: readonly string[]) {
    if (sessionKeys.length === 0) throw new Error('The key ring needs at least one session key');
  }

  /** The keys of `purpose`, newest first. */
  keys(purpose: KeyPurpose): readonly Buffer[] {
    let keys = this.derived.get(purpose);
    if (!keys) {
      keys = this.sessionKeys.map((key) => derive(key, purpose));
      this.derived.set(purpose, keys);
    }
    return keys;
  }

  /** The HMAC-SHA256 of `text` under the newest key of `purpose`, base64url (43 characters). */
  sign(purpose: KeyPurpose, text: string): string {
    return createHmac('sha256', this.keys(purpose)[0]!).update(text).digest('base64url');
  }

  /** Whether `signature` is the HMAC-SHA256 of `text` under any key of `purpose` (compared in constant time). */
  verify(purpose: KeyPurpose, text: string, signature: string): boolean {
    return this.keys(purpose).some((key) =>
      signatureMatches(signature, createHmac('sha256', key).update(text).digest()),
    );
  }

  /** Encrypts `plain` (AES-256-GCM under the newest key of `purpose`). */
  seal(purpose: KeyPurpose, plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys(purpose)[0]!, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEAL_VERSION, iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The text `seal` encrypted, or null when no key of `purpose` opens it (keys changed, or tampered with). */
  open(purpose: KeyPurpose, sealed: string): string | null {
    const [version, iv, body, tag, ...rest] = sealed.split('.');
    if (version !== SEAL_VERSION || iv === undefined || body === undefined || tag === undefined || rest.length) {
      return null;
    }
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
    for (const key of this.keys(purpose)) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Not this key: the next one.
      }
    }
    return null;
  }
}
