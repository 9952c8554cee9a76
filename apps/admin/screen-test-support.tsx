import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { EventRegistration } from '../../shared/entities';
import type { ListingChange, ListingFields } from '../../shared/membership';
import common from '../web/src/locales/en/common.json';
import en from './locales/en/admin.json';

/** The admin's English texts (and the common ones), for screens rendered by tests; ready after `initTestI18n`. */
export const testI18n = i18next.createInstance();

/** Loads `testI18n`: `beforeAll(initTestI18n)`. */
export async function initTestI18n(): Promise<void> {
  await testI18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin: en, common } },
    ns: ['admin', 'common'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
  });
}

/**
 * The browser's fetch for the admin's relative /api paths, sent to the test server at `baseUrl`
 * with `client`'s session cookies; undo with `vi.unstubAllGlobals()`.
 */
export function stubSignedInFetch(baseUrl: string, client: { cookies: ReadonlyMap<string, string> }): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) =>
    realFetch(baseUrl + path, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    }),
  );
}

/**
 * The static markup of a screen at `url`, with the queries `seed` puts in the cache (nothing is
 * fetched: a query left out renders as loading).
 */
export function renderScreen(screen: ReactNode, seed: (queryClient: QueryClient) => void, url = '/'): string {
  const queryClient = new QueryClient();
  seed(queryClient);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A member's listing as published. */
export const listing: ListingFields = {
  description: 'We make boats.',
  descriptionEs: null,
  descriptionSv: null,
  logo: null,
  logoAlt: null,
  website: 'https://boats.example',
  location: 'Gothenburg',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
};

/** A representative's proposal to change `listing` (a new website), waiting for staff. */
export const pendingChange: ListingChange = {
  id: 7,
  memberId: 3,
  memberName: 'Boats AB',
  proposed: { ...listing, website: 'https://fast-boats.example' },
  current: listing,
  status: 'pending',
  reason: null,
  proposedBy: { id: 9, fullName: 'Ana Rep' },
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

/** A registration as the staff API answers it: a confirmed, not yet checked-in person `id`. */
export function sampleRegistration(id: number, overrides: Partial<EventRegistration> = {}): EventRegistration {
  return {
    id,
    eventId: 1,
    fullName: `Person ${id}`,
    email: `p${id}@example.com`,
    organization: null,
    attendance: 'in-person',
    language: 'en',
    status: 'confirmed',
    waitlistPosition: null,
    source: 'public',
    checkedInAt: null,
    cancelledAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
