import { describe, expect, it } from 'vitest';
import enLegal from '../locales/en/legal.json';
import { LEGAL_REVISIONS, LEGAL_SECTIONS, revisedOn, type LegalPageKey } from './legal';

const PAGES = Object.keys(LEGAL_SECTIONS) as LegalPageKey[];
/** The first 16 hex digits of the SHA-256 of the text's JSON (Web Crypto: the same in Node and browsers). */
async function fingerprint(text: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(text)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

describe('the legal pages’ revisions', () => {
  it.each(PAGES)('dates the %s page by the revision of its current English text', async (page) => {
    const current = await fingerprint(enLegal[page]);
    const recorded = LEGAL_REVISIONS[page];
    // When this fails, the page's text changed: give its revision the day of the change and this fingerprint.
    expect(
      recorded.fingerprint,
      `legal:${page} changed: set LEGAL_REVISIONS.${page} to { date: '<day of the change>', fingerprint: '${current}' }`,
    ).toBe(current);
  });

  it.each(PAGES)('gives the %s page a real day, at local midnight, not in the future', (page) => {
    const { date } = LEGAL_REVISIONS[page];
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = revisedOn(page);
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual(date.split('-').map(Number));
    expect([day.getHours(), day.getMinutes()]).toEqual([0, 0]);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
