import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './roles';
import { PUBLIC_ROUTES, isKnownPagePath } from './routes';

describe('isKnownPagePath', () => {
  it.each([...PUBLIC_ROUTES])('knows the public page %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  // A screen of one record (`:id`) with a record's id.
  it.each(ADMIN_ROUTES.map((route) => route.path.replace(':id', '12')))('knows the admin page %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it.each(['/admin/events/abc/attendees', '/admin/events/0/attendees', '/admin/events/:id/attendees'])(
    'does not know the admin address %s',
    (path) => {
      expect(isKnownPagePath(path)).toBe(false);
    },
  );

  it('ignores one trailing slash', () => {
    expect(isKnownPagePath('/about/')).toBe(true);
    expect(isKnownPagePath('/admin/settings/')).toBe(true);
    expect(isKnownPagePath('/members/7/')).toBe(true);
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/about//')).toBe(false);
  });

  it.each(['/members/1', '/events/42', '/news/9999999999', '/members/2147483647'])(
    'knows the detail page %s',
    (path) => {
      expect(isKnownPagePath(path)).toBe(true);
    },
  );

  it.each([
    '/members/0',
    '/members/01',
    '/members/-1',
    '/members/1.5',
    '/members/abc',
    '/members/1e3',
    '/news/12345678901',
    '/events//',
    '/events/1/edit',
    '/users/1',
    '/admin/users',
    '/admin/members/1',
    '/About',
    '/about-us',
    '/nope',
    '',
    'about',
    '/api/health',
  ])('does not know %j', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});
