import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, withSecurityHeaders } from './csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('CONTENT_SECURITY_POLICY', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it('allows scripts from the app only: no inline, no eval, no other host', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the renderer talk to its own origin only (the API is forwarded)', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, base changes, framing and foreign form targets', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows run-time styles, https and data images, and data fonts', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  });

  it('is exactly the documented header value', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
        "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'",
    );
  });
});

describe('withSecurityHeaders', () => {
  it('sets the policy on a copy, replacing the one a server sent, and keeps status and body', async () => {
    const original = new Response('hello', {
      status: 418,
      headers: { 'Content-Security-Policy': 'default-src *', 'X-Other': '1' },
    });
    const secured = withSecurityHeaders(original);
    expect(secured.status).toBe(418);
    expect(secured.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(secured.headers.get('x-other')).toBe('1');
    expect(await secured.text()).toBe('hello');
  });
});
