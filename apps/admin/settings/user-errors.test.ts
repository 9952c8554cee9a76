import { describe, expect, it } from 'vitest';
import { ApiError } from '../../ui/api';
import { userFailureKey } from './user-errors';

const apiError = (status: number, error?: string) =>
  new ApiError(status, `${status}: x`, error, undefined, error ? { error } : undefined);

describe('userFailureKey', () => {
  it('translates the last active admin rule', () => {
    expect(userFailureKey(apiError(409, 'There must always be at least one active admin'))).toBe(
      'admin:serverErrors.lastAdmin',
    );
  });

  it('explains any other conflict (no pending request) and a user that is gone', () => {
    expect(userFailureKey(apiError(409, 'There is no pending role request'))).toBe('admin:users.conflictText');
    expect(userFailureKey(apiError(404, 'Not found'))).toBe('admin:users.goneText');
  });

  it('leaves other failures to the caller', () => {
    expect(userFailureKey(apiError(500))).toBeUndefined();
    expect(userFailureKey(new Error('network'))).toBeUndefined();
  });
});
