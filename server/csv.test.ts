import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV fields', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['=SUM(1)', "'=SUM(1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tTab', `"'\tTab"`],
    ['\rCR', `"'\rCR"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1,"2"', `"'=1,""2"""`],
    ['åäö ñ 日本', 'åäö ñ 日本'],
    // A spreadsheet set to a semicolon or tab separator (Spanish, Swedish) must not split these.
    ['probe;=1+2', `"probe;'=1+2"`],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['x\t@SUM(A1)', `"x\t'@SUM(A1)"`],
    ['1,+2;-3', `"1,'+2;'-3"`],
    // Spaces before a formula do not hide it; full-width signs count as the signs.
    [' =1+2', "' =1+2"],
    ['\uff1d1+2', "'\uff1d1+2"],
    // A list in a message and a telephone number after a comma stay as typed.
    ['first\n- second', '"first\n- second"'],
    ['Tel. 08-123, +46 70 1', '"Tel. 08-123, +46 70 1"'],
    ['', ''],
    [null, ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves no cell that begins a formula, whichever separator a spreadsheet splits a line on', () => {
    const values = ['probe;=1+2', 'a,=HYPERLINK("x")', 'b\t+1', 'c;@x,-2', '=d;e', 'fine; =no'];
    const line = toCsv(['v'], [values]).split('\r\n')[1]!;
    for (const separator of [',', ';', '\t']) {
      // The crudest reading: split on the separator, quotes ignored.
      for (const cell of line.split(separator)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('ends every line, the header too, with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('a,b\r\n1,\r\n');
  });
});
