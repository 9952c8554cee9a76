/** A legal form after the name (AB, SA, A/S, S.L.): not what the company is called. */
const LEGAL_FORM = /^[\p{Lu}./&]{1,5}$/u;

/**
 * Two letters for a company without a logo: the initials of its first two words (legal forms
 * left out), or the first two letters of a one-word name; uppercase, accents kept.
 */
export function initialsOf(name: string): string {
  // Composed first: a name typed as "E" + combining acute keeps its "É" rather than losing the accent.
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const [first = '', ...rest] = words;
  const named = rest.filter((word) => !LEGAL_FORM.test(word));
  const letters = named.length ? [[...first][0], [...named[0]!][0]] : [...first].slice(0, 2);
  // Per letter: an uppercase that grows ("ß" → "SS") would make the mark three letters wide.
  return letters
    .map((letter = '') => {
      const upper = letter.toUpperCase();
      return [...upper].length === 1 ? upper : letter;
    })
    .join('');
}
