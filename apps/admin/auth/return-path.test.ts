import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './AuthFields';
import { returnPath } from '../../ui/sign-in';

describe('returnPath', () => {
  it.each(['/events/12', '/es/events/12', '/sv/events/3#register', '/'])('keeps the site path %s', (path) => {
    expect(returnPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'events/12',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/a b',
    'javascript:alert(1)',
  ])('refuses %j (not a path on this site)', (next) => {
    expect(returnPath(next)).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('sends staff to the dashboard, a member to its company and anyone else to their account', () => {
    expect(destinationAfterSignIn('viewer')).toBe('/admin');
    expect(destinationAfterSignIn('member')).toBe('/admin/company');
    expect(destinationAfterSignIn('registered')).toBe('/admin/account');
  });
});
