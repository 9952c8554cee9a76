import { describe, expect, it } from 'vitest';
import {
  INITIAL_CONNECTION,
  reduceConnection,
  refetchesWhenBack,
  visibleProblems,
  type ConnectionEvent,
} from './state';

const run = (...events: ConnectionEvent[]) => events.reduce(reduceConnection, INITIAL_CONNECTION);

describe('reduceConnection', () => {
  it('shows the unreachable banner until a request is answered', () => {
    const down = run({ type: 'signal', signal: 'unreachable' });
    expect(down.unreachable).toBe(true);
    expect(reduceConnection(down, { type: 'signal', signal: 'unreachable' })).toBe(down);
    expect(reduceConnection(down, { type: 'signal', signal: 'answered' }).unreachable).toBe(false);
  });

  it('keeps the banner after a retry without an answer, and says so', () => {
    const state = run(
      { type: 'signal', signal: 'unreachable' },
      { type: 'retry-start' },
      { type: 'signal', signal: 'unreachable' },
      { type: 'retry-end', answered: false },
    );
    expect(state).toMatchObject({ unreachable: true, retrying: false, retryFailed: true });
    const back = run(
      { type: 'signal', signal: 'unreachable' },
      { type: 'retry-start' },
      { type: 'retry-end', answered: true },
    );
    expect(back).toMatchObject({ unreachable: false, retrying: false, retryFailed: false });
  });

  it('an expired session: the server answered; the banner stays until someone signs in', () => {
    const state = run({ type: 'signal', signal: 'unreachable' }, { type: 'signal', signal: 'expired' });
    expect(state).toMatchObject({ unreachable: false, expired: true });
    expect(reduceConnection(state, { type: 'signal', signal: 'answered' }).expired).toBe(true);
    const opened = reduceConnection(state, { type: 'open-sign-in' });
    expect(opened.signInOpen).toBe(true);
    expect(reduceConnection(opened, { type: 'close-sign-in' })).toMatchObject({ signInOpen: false, expired: true });
    expect(reduceConnection(opened, { type: 'signed-in' })).toMatchObject({ signInOpen: false, expired: false });
  });

  it('forgets everything on reset (logout, another server)', () => {
    const state = run({ type: 'signal', signal: 'expired' }, { type: 'open-sign-in' }, { type: 'reset' });
    expect(state).toEqual(INITIAL_CONNECTION);
  });
});

describe('visibleProblems', () => {
  it('shows an expired session only while signed in', () => {
    const state = run({ type: 'signal', signal: 'expired' });
    expect(visibleProblems(state, true)).toEqual({ unreachable: false, expired: true });
    expect(visibleProblems(state, false)).toEqual({ unreachable: false, expired: false });
    expect(visibleProblems(run({ type: 'signal', signal: 'unreachable' }), false).unreachable).toBe(true);
  });
});

describe('refetchesWhenBack', () => {
  it('refetches every query but a loaded signed-in user', () => {
    expect(refetchesWhenBack(['user'], { id: 1 })).toBe(false);
    expect(refetchesWhenBack(['user'], undefined)).toBe(true);
    expect(refetchesWhenBack(['user'], null)).toBe(true);
    expect(refetchesWhenBack(['admin', 'members', {}], { items: [] })).toBe(true);
    expect(refetchesWhenBack(['settings'], {})).toBe(true);
  });
});
