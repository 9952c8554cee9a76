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
    const down = run({ type: 'signal', signal: 'unreachable', seq: 10 });
    expect(down.unreachable).toBe(true);
    expect(reduceConnection(down, { type: 'signal', signal: 'unreachable', seq: 20 })).toMatchObject({
      unreachable: true,
      unreachableSeq: 20,
    });
    expect(reduceConnection(down, { type: 'signal', signal: 'answered', seq: 30 }).unreachable).toBe(false);
  });

  it('keeps the banner after a retry without an answer, and says so', () => {
    const state = run(
      { type: 'signal', signal: 'unreachable', seq: 40 },
      { type: 'retry-start' },
      { type: 'signal', signal: 'unreachable', seq: 50 },
      { type: 'retry-end', answered: false },
    );
    expect(state).toMatchObject({ unreachable: true, retrying: false, retryFailed: true });
    const back = run(
      { type: 'signal', signal: 'unreachable', seq: 60 },
      { type: 'retry-start' },
      { type: 'retry-end', answered: true },
    );
    expect(back).toMatchObject({ unreachable: false, retrying: false, retryFailed: false });
  });

  it('an expired session: the server answered; the banner stays until someone signs in', () => {
    const state = run(
      { type: 'signal', signal: 'unreachable', seq: 70 },
      { type: 'signal', signal: 'expired', seq: 80 },
    );
    expect(state).toMatchObject({ unreachable: false, expired: true });
    expect(reduceConnection(state, { type: 'signal', signal: 'answered', seq: 90 }).expired).toBe(true);
    const opened = reduceConnection(state, { type: 'open-sign-in' });
    expect(opened.signInOpen).toBe(true);
    expect(reduceConnection(opened, { type: 'close-sign-in' })).toMatchObject({ signInOpen: false, expired: true });
    expect(reduceConnection(opened, { type: 'signed-in' })).toMatchObject({ signInOpen: false, expired: false });
  });

  it('forgets everything on reset (logout, another server)', () => {
    const state = run({ type: 'signal', signal: 'expired', seq: 100 }, { type: 'open-sign-in' }, { type: 'reset' });
    expect(state).toEqual(INITIAL_CONNECTION);
  });
});

describe('a late answer', () => {
  it('to a request sent before the server was found unreachable does not hide the banner', () => {
    const down = run({ type: 'signal', signal: 'unreachable', seq: 5 });
    expect(reduceConnection(down, { type: 'signal', signal: 'answered', seq: 4 }).unreachable).toBe(true);
    expect(reduceConnection(down, { type: 'signal', signal: 'expired', seq: 3 })).toMatchObject({
      unreachable: true,
      expired: true,
    });
    expect(reduceConnection(down, { type: 'signal', signal: 'answered', seq: 6 }).unreachable).toBe(false);
  });
});

describe('visibleProblems', () => {
  it('shows an expired session only while signed in', () => {
    const state = run({ type: 'signal', signal: 'expired', seq: 110 });
    expect(visibleProblems(state, true)).toEqual({ unreachable: false, expired: true });
    expect(visibleProblems(state, false)).toEqual({ unreachable: false, expired: false });
    expect(visibleProblems(run({ type: 'signal', signal: 'unreachable', seq: 120 }), false).unreachable).toBe(true);
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
