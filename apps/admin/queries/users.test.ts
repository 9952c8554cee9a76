import { describe, expect, it } from 'vitest';
import { keysToInvalidate } from './content';
import { userChangeRequest } from './users';

describe('users', () => {
  it('refreshes the users list, the dashboard (pending requests) and the activity after a user change', () => {
    expect(keysToInvalidate('users')).toEqual([
      ['admin', 'users'],
      ['admin', 'dashboard'],
      ['admin', 'activity'],
    ]);
  });

  it('sends a role in the body of a role change only', () => {
    expect(userChangeRequest({ id: 4, action: 'role', role: 'editor' })).toEqual({
      path: '/api/admin/users/4/role',
      body: { role: 'editor' },
    });
    expect(userChangeRequest({ id: 4, action: 'approve' })).toEqual({
      path: '/api/admin/users/4/approve',
      body: undefined,
    });
    expect(userChangeRequest({ id: 9, action: 'deactivate' }).path).toBe('/api/admin/users/9/deactivate');
  });
});
