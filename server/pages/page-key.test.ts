import { describe, expect, it } from 'vitest';
import { pageKey } from './page-cache';

// Which addresses the page cache keeps: any text can be searched for, so a searched page never
// becomes a key of its own.

describe('the page cache key', () => {
  it('keys a page by language, path and query', () => {
    expect(pageKey('es', '/members', '')).toBe('es /members');
    expect(pageKey('en', '/members', '?region=nordic&page=2')).toBe('en /members?region=nordic&page=2');
    // An empty search is no search (the browser's form sends the field as it is).
    expect(pageKey('en', '/members', '?search=&region=all')).toBe('en /members?search=&region=all');
  });

  it('keys no page whose query searches a text', () => {
    expect(pageKey('en', '/members', '?search=solar')).toBeUndefined();
    expect(pageKey('sv', '/business-directory', '?page=2&search=x')).toBeUndefined();
  });
});
