// Letters that do not decompose into a base letter and a mark, written as the base letters a
// keyboard without them would type.
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * A text as a search compares it: lower case, without accents or other marks ("Peña Ødegård" →
 * "pena odegard"), so a name is found however it is typed at the door.
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFC');
}
