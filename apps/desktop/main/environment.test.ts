import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from './environment';

describe('readEnvironment', () => {
  it('has no overrides by default', () => {
    expect(readEnvironment({})).toEqual({ server: null, userData: null });
    expect(readEnvironment({ CHAMBER_SERVER_URL: ' ', CHAMBER_USER_DATA: '' })).toEqual({
      server: null,
      userData: null,
    });
  });

  it('validates CHAMBER_SERVER_URL like a typed address', () => {
    expect(readEnvironment({ CHAMBER_SERVER_URL: 'http://localhost:3000' }).server).toEqual({
      origin: 'http://localhost:3000',
      insecure: true,
    });
    expect(() => readEnvironment({ CHAMBER_SERVER_URL: 'http://chamber.example.org' })).toThrow(
      'CHAMBER_SERVER_URL=http://chamber.example.org cannot be used (https-required)',
    );
    expect(() => readEnvironment({ CHAMBER_SERVER_URL: 'https://x.org/admin' })).toThrow('(invalid)');
  });

  it('makes CHAMBER_USER_DATA absolute', () => {
    expect(readEnvironment({ CHAMBER_USER_DATA: 'data/desktop' }).userData).toBe(path.resolve('data/desktop'));
  });
});
