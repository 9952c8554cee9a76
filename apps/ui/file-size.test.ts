import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes bytes below a kilobyte, never rounding a small file up to "1 kB"', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(586, 'en')).toBe('586 B');
    expect(formatFileSize(1023, 'en')).toBe('1,023 B');
    expect(formatFileSize(1023, 'es')).toBe('1023 B');
  });

  it('writes kilobytes and megabytes with one decimal under ten and whole numbers from ten', () => {
    expect(formatFileSize(1024, 'en')).toBe('1 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(348_160, 'en')).toBe('340 kB');
    expect(formatFileSize(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
    expect(formatFileSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'en')).toBe('25 MB');
  });

  it('moves to the next unit rather than writing 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 1, 'en')).toBe('1 MB');
    expect(formatFileSize(1024 * 1023.4, 'en')).toBe('1,023 kB');
  });

  it('uses the number format of the language', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'sv')).toBe('1,5 MB');
    expect(formatFileSize(1536, 'sv')).toBe('1,5 kB');
    expect(formatFileSize(586, 'sv')).toBe('586 B');
  });
});
