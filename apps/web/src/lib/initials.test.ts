import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the initials of the first two words, legal forms left out', () => {
    expect(initialsOf('Baltic Data Works')).toBe('BD');
    expect(initialsOf('Öresund Advisory Group AB')).toBe('ÖA');
    expect(initialsOf('(Nordic) & co')).toBe('NC');
    expect(initialsOf('Acme AB')).toBe('AC');
    expect(initialsOf('Levante Logística S.L.')).toBe('LL');
    expect(initialsOf('Kattegat A/S')).toBe('KA');
    expect(initialsOf('x')).toBe('X');
  });

  it('keeps accents and uppercases them, however the name was typed', () => {
    expect(initialsOf('éxito ñandú')).toBe('ÉÑ');
    // "E" followed by a combining acute accent: one letter, not "E" and a stray mark.
    expect(initialsOf('E\u0301cole Z\u030Cilina')).toBe('ÉŽ');
    expect(initialsOf('  Åland   Östra  ')).toBe('ÅÖ');
    expect(initialsOf('ßtraße')).toBe('ßT');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' & - ')).toBe('');
  });
});
