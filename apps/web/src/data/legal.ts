/** The legal pages: when each was last revised and the anchors of their sections, in order. */

/** A legal page: its key under `legal:meta.*` and `legal:<page>.sections.*`. */
export type LegalPageKey = 'privacy' | 'terms' | 'cookies';

/** A revision of a legal page: its day, and the fingerprint of the page's English text then. */
export interface LegalRevision {
  /** 'YYYY-MM-DD', shown as the page's 'Last updated' date. */
  date: string;
  /** The first 16 hex digits of the SHA-256 of `JSON.stringify` of `legal:<page>` in English. */
  fingerprint: string;
}

/**
 * The last revision of each legal page. The tests recompute each fingerprint from the English text:
 * a change to a policy's text fails them until its revision here gets the day of the change and
 * the new fingerprint, so the date a visitor reads is the date the text last changed.
 */
export const LEGAL_REVISIONS: Record<LegalPageKey, LegalRevision> = {
  privacy: { date: '2026-11-26', fingerprint: 'e101f61f37c15cb5' },
  terms: { date: '2026-11-21', fingerprint: '4dbcc3e280d8e4be' },
  cookies: { date: '2026-12-02', fingerprint: 'a3f0cc9f76c36bea' },
};

/** The day of a page's last revision at local midnight, so no time zone shows it as the day before. */
export const revisedOn = (page: LegalPageKey) => new Date(`${LEGAL_REVISIONS[page].date}T00:00:00`);

/** Each id is both the section's anchor on the page and its key in the `legal` namespace. */
export const LEGAL_SECTIONS = {
  privacy: [
    'introduction',
    'data-we-collect',
    'how-we-use-your-data',
    'international-transfers',
    'data-security',
    'your-legal-rights',
    'contact-details',
  ],
  terms: [
    'introduction',
    'definitions',
    'permitted-use',
    'intellectual-property',
    'membership-and-subscriptions',
    'limitation-of-liability',
    'changes-to-these-terms',
    'governing-law',
    'contact',
  ],
  cookies: [
    'what-are-cookies',
    'essential-cookies',
    'analytics-cookies',
    'functionality-cookies',
    'targeting-cookies',
    'how-to-control-cookies',
    'third-party-cookies',
    'changes-to-this-policy',
    'contact',
  ],
} as const satisfies Record<LegalPageKey, readonly string[]>;
