import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV fields', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['=SUM(1)', "'=SUM(1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1,"2"', `"'=1,""2"""`],
    ['åäö ñ 日本', 'åäö ñ 日本'],
    ['', ''],
    [null, ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends every line, the header too, with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('a,b\r\n1,\r\n');
  });
});
