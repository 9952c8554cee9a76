import { describe, expect, it } from 'vitest';
import en from './locales/en/admin.json';
import es from './locales/es/admin.json';
import sv from './locales/sv/admin.json';
import { KNOWN_SERVER_MESSAGES, serverMessageKey } from './server-messages';

describe('serverMessageKey', () => {
  it('knows the fixed texts of the user management contract', () => {
    expect(serverMessageKey('There must always be at least one active admin')).toBe('lastAdmin');
    expect(serverMessageKey('This account has been deactivated. Please contact an administrator.')).toBe('deactivated');
    expect(serverMessageKey('This e-mail address is already registered')).toBe('emailTaken');
  });

  it('leaves other texts alone', () => {
    expect(serverMessageKey('Something else')).toBeUndefined();
    expect(serverMessageKey(undefined)).toBeUndefined();
    // Not an inherited object key either.
    expect(serverMessageKey('constructor')).toBeUndefined();
  });

  it.each([
    ['en', en],
    ['es', es],
    ['sv', sv],
  ])('every known text has a translation in %s', (_language, bundle) => {
    const texts = (bundle as { serverErrors?: Record<string, string> }).serverErrors ?? {};
    for (const message of KNOWN_SERVER_MESSAGES) {
      const key = serverMessageKey(message);
      expect(key && texts[key], message).toBeTruthy();
    }
  });
});
