/** The legal pages: their revision date and the anchors of their sections, in order. */

/** 'Last updated: May 1, 2023'. Local midnight, so no time zone shows it as April 30. */
export const LEGAL_LAST_UPDATED = '2023-05-01T00:00:00';

/** A legal page: its key under `legal:meta.*` and `legal:<page>.sections.*`. */
export type LegalPageKey = 'privacy' | 'terms' | 'cookies';

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
