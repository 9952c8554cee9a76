import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, it } from 'vitest';
import common from '../web/src/locales/en/common.json';
import { adminKeys, applicationKeys, listingChangeKeys } from './admin-queries';
import en from './locales/en/admin.json';
import { ApplicationsScreen } from './membership/ApplicationsScreen';
import { ListingChangesScreen } from './membership/ListingChangesScreen';
import { AttendeesScreen } from './attendees/AttendeesScreen';
import { attendeeKeys } from './attendees/attendee-queries';
import { AdminList } from './screens/AdminList';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { admin: en, common } }, ns: ['admin', 'common'], defaultNS: 'admin', interpolation: { escapeValue: false } });
});
function render(node: React.ReactNode, seed: (q: QueryClient) => void, url = '/') {
  const q = new QueryClient();
  seed(q);
  return renderToStaticMarkup(<QueryClientProvider client={q}><I18nextProvider i18n={i18n}><MemoryRouter initialEntries={[url]}>{node}</MemoryRouter></I18nextProvider></QueryClientProvider>);
}
const out = process.env.SNAP_DIR ?? '/tmp/snap/x';
const save = (name: string, html: string) => writeFileSync(`${out}-${name}.html`, html.replace(/></g, '>\n<'));
const fields = { description: 'd', descriptionEs: null, descriptionSv: null, logo: null, logoAlt: null, website: null, location: 'G', contactName: null, contactEmail: null, contactPhone: null };
const change = { id: 7, memberId: 3, memberName: 'Boats AB', proposed: fields, current: fields, status: 'pending', reason: null, proposedBy: { id: 9, fullName: 'Ana' }, decidedBy: null, decidedAt: null, createdAt: '2026-11-20T10:00:00.000Z', version: 1 };
const app = { id: 4, companyName: 'Nordsol', organisationNumber: '5566', country: 'SE', contactName: 'Eva', contactEmail: 'e@x', createdAt: '2026-11-20T10:00:00.000Z', status: 'submitted' };
const event = { id: 5, title: 'Gala', date: '2026-12-01T18:00:00.000Z', endDate: null, timeZone: 'Europe/Stockholm', location: 'Hall', registrationMode: 'internal', eventType: 'hybrid', capacity: 50, registrations: { confirmed: 3, waitlisted: 1, checkedIn: 0 } };
const person = { id: 11, eventId: 5, fullName: 'Per', organization: null, email: 'p@x', status: 'confirmed', attendance: 'online', waitlistPosition: null, checkedInAt: null, version: 1 };
it('snapshots', () => {
  for (const [n, items, total] of [['full', 1, 45], ['empty', 0, 0], ['none', -1, 0]] as const) {
    const page = (item: unknown) => (items === -1 ? undefined : { items: items ? [item] : [], total, page: 1, pageSize: 20, counts: { pending: 1, approved: 2, rejected: 0, submitted: 1, invited: 0, active: 0, declined: 0 } });
    save(`lc-${n}`, render(<ListingChangesScreen />, (q) => page(change) && q.setQueryData(listingChangeKeys.list({ status: 'pending', page: 1 }), page(change))));
    save(`app-${n}`, render(<ApplicationsScreen />, (q) => page(app) && q.setQueryData(applicationKeys.list({ search: '', status: 'all', page: 1 }), page(app))));
    save(`att-${n}`, render(<Routes><Route path="/e/:id" element={<AttendeesScreen />} /></Routes>, (q) => { q.setQueryData(adminKeys.item('events', 5), event); if (page(person)) q.setQueryData(attendeeKeys.list(5, { search: '', status: 'all', page: 1 }), page(person)); }, '/e/5'));
    save(`list-${n}`, render(<AdminList kind="members" title="T" description="D" searchLabel="S" searchPlaceholder="P" filters={[{ name: 'region', label: 'R', options: [{ value: 'nordic', label: 'N' }] }]} columns={[{ key: 'name', header: 'Name', render: (m) => m.name }]} />, (q) => page({ id: 1, name: 'M' }) && q.setQueryData(adminKeys.list('members', { page: 1, search: '', filters: {}, deleted: false }), page({ id: 1, name: 'M' }))));
  }
  save('att-loading', render(<Routes><Route path="/e/:id" element={<AttendeesScreen />} /></Routes>, () => {}, '/e/5'));
});
