import { FluentProvider } from '@fluentui/react-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventRegistration, ManagedEvent } from '../../../shared/entities';
import type { DoorList } from '../../../shared/schemas/check-ins';
import { PRINT_PEOPLE_MAX } from '../../../shared/schemas/attendee-print';
import { AdminHostProvider, type AdminHost } from '../host';
import { initTestI18n, renderScreen, sampleRegistration } from '../screen-test-support';
import { PrintMenu, readConfirmedPeople } from './PrintMenu';

beforeAll(initTestI18n);

const registration = (id: number, fullName: string) =>
  sampleRegistration(id, { eventId: 5, fullName, email: `p${id}@example.org` });

/** The door list endpoint of event 5 over `people`. */
function doorList(people: EventRegistration[]) {
  return vi.fn((_path: string): Promise<DoorList> =>
    Promise.resolve({
      event: {
        id: 5,
        title: 'Annual meeting',
        date: '2027-03-12T17:00:00Z',
        endDate: null,
        timeZone: 'UTC',
        location: 'Stockholm',
      },
      people,
      fetchedAt: '2027-03-12T10:00:00Z',
    }),
  );
}

describe('readConfirmedPeople', () => {
  it('reads the door list once and keeps the people with a place, in its order', async () => {
    const people = [
      registration(3, 'Ana Pérez'),
      { ...registration(4, 'Bo Ek'), status: 'cancelled' as const },
      registration(1, 'Lars Nilsson'),
      { ...registration(2, 'Mia Berg'), status: 'waitlisted' as const, waitlistPosition: 1 },
    ];
    const readList = doorList(people);
    const read = await readConfirmedPeople(5, readList);
    expect(readList).toHaveBeenCalledTimes(1);
    expect(readList.mock.calls[0]![0]).toBe('/api/admin/events/5/door-list');
    expect(read.map((person) => person.fullName)).toEqual(['Ana Pérez', 'Lars Nilsson']);
  });

  it('stops at the most one document carries', async () => {
    await expect(readConfirmedPeople(5, doorList([]))).resolves.toEqual([]);
    const many = Array.from({ length: PRINT_PEOPLE_MAX + 150 }, (_, index) => registration(index + 1, `P${index}`));
    await expect(readConfirmedPeople(5, doorList(many))).resolves.toHaveLength(PRINT_PEOPLE_MAX);
  });
});

describe('PrintMenu', () => {
  const event = {
    id: 5,
    title: 'Annual meeting',
    date: '2027-03-12T17:00:00Z',
    endDate: null,
    timeZone: 'Europe/Stockholm',
    location: 'Stockholm',
    registrations: { confirmed: 3, waitlisted: 0, checkedIn: 1 },
  } as unknown as ManagedEvent;

  const render = (host?: AdminHost) => {
    const menu = <PrintMenu event={event} />;
    return renderScreen(
      <FluentProvider>{host ? <AdminHostProvider value={host}>{menu}</AdminHostProvider> : menu}</FluentProvider>,
      () => undefined,
    );
  };

  it('is not offered where the host cannot print (the web)', () => {
    expect(render()).not.toContain('Print');
  });

  it('is offered where the host can print (the desktop)', () => {
    const host: AdminHost = {
      kind: 'desktop',
      siteUrl: 'https://chamber.example.org/',
      printAttendees: () => Promise.resolve({ ok: false, reason: 'cancelled' }),
    };
    expect(render(host)).toContain('>Print<');
  });
});
