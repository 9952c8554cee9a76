import { describe, expect, it } from 'vitest';
import { searchFold } from './search-fold';

describe('searchFold', () => {
  it.each([
    ['Carlos Peña', 'carlos pena'],
    ['Åsa Öberg', 'asa oberg'],
    ['Søren Ødegård', 'soren odegard'],
    ['Ægir Straße', 'aegir strasse'],
    ['Łukasz Đorđević', 'lukasz dordevic'],
    ['MÜLLER-ÑÚÑEZ', 'muller-nunez'],
    ['plain@example.org', 'plain@example.org'],
  ])('folds %s to %s', (text, folded) => {
    expect(searchFold(text)).toBe(folded);
  });
});
