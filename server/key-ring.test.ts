import { describe, expect, it } from 'vitest';
import { KeyRing, signatureMatches } from './key-ring';

/** The same text with its last character's unused low bits set: it decodes to the same bytes. */
const otherSpelling = (signature: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1)!);
  return `${signature.slice(0, -1)}${alphabet[last | 0b11]}`;
};

describe('signatures of the key ring', () => {
  const ring = new KeyRing(['test-session-key-0123456789abcdef0123456789']);

  it('accepts the signature it made and refuses any other text, also one that decodes to the same bytes', () => {
    // Several texts are tried, so that signatures ending in each of the last character's values occur.
    for (const text of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const signature = ring.sign('unsubscribe-links', text);
      expect(ring.verify('unsubscribe-links', text, signature)).toBe(true);
      const respelled = otherSpelling(signature);
      expect(respelled).not.toBe(signature);
      expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
      expect(ring.verify('unsubscribe-links', text, respelled)).toBe(false);
      expect(ring.verify('unsubscribe-links', `${text}0`, signature)).toBe(false);
      expect(ring.verify('registration-cancel-links', text, signature)).toBe(false);
    }
  });

  it('compares whole texts: shorter, longer or empty never match', () => {
    const expected = Buffer.from('0123456789abcdef');
    const text = expected.toString('base64url');
    expect(signatureMatches(text, expected)).toBe(true);
    for (const bad of ['', text.slice(0, -1), `${text}A`, otherSpelling(text)]) {
      expect(signatureMatches(bad, expected)).toBe(false);
    }
  });
});
