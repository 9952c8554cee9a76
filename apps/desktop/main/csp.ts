/**
 * The Content-Security-Policy of every answer on the app's origin: files, forwarded API answers
 * and errors alike. Scripts only from the app itself (no inline, no eval); the renderer talks to
 * nothing but its own origin (API calls are relative and forwarded by the main process).
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Fluent UI's Griffel and FluentProvider insert <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Member logos may be https URLs on other hosts; uploaded images come through /api (self).
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The policy as one header value. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** A copy of `response` with the app's security headers (the policy replaces any the server sent). */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
