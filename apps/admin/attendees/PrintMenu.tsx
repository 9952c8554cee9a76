import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
} from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/constants';
import type { EventRegistration, ManagedEvent } from '../../../shared/entities';
import type { DoorList } from '../../../shared/schemas/check-ins';
import {
  PRINT_PEOPLE_MAX,
  type PrintAttendeesRequest,
  type PrintAttendeesResult,
  type PrintDocument,
  type PrintOutput,
} from '../../../shared/schemas/attendee-print';
import { formatZonedSpan } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { apiRequest } from '../../ui/api';
import { doorListPath } from '../check-in';
import { useAdminHost } from '../host';

/**
 * Everyone with a place at the event, from its door list (the whole list in one read, by name), at
 * most as many as one document carries.
 */
export async function readConfirmedPeople(
  eventId: number,
  readList: (path: string) => Promise<DoorList> = (path) => apiRequest<DoorList>('GET', path),
): Promise<EventRegistration[]> {
  const { people } = await readList(doorListPath(eventId));
  return people.filter((person) => person.status === 'confirmed').slice(0, PRINT_PEOPLE_MAX);
}

/**
 * "Print": the event's attendee list or its name badges, printed or saved as a PDF. Only where the
 * host can print (the desktop client, whose main process lays the pages out); on the web it is
 * not shown. A saved file and a failure are told in a toast; closing a dialog says nothing.
 */
export function PrintMenu({ event }: { event: ManagedEvent }) {
  const { t, i18n } = useTranslation('admin');
  const host = useAdminHost();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const print = host.printAttendees;
  if (!print) return null;

  const run = async (document: PrintDocument, output: PrintOutput) => {
    setBusy(true);
    let result: PrintAttendeesResult;
    try {
      const people = await readConfirmedPeople(event.id);
      const confirmed = t('admin:attendees.status.confirmed');
      const request: PrintAttendeesRequest = {
        document,
        output,
        event: {
          title: event.title,
          when: formatZonedSpan(event.date, event.endDate, event.timeZone),
          location: event.location,
        },
        people: people.map((person) => ({
          fullName: person.fullName,
          organization: person.organization,
          checkedIn: person.checkedInAt !== null,
          status: confirmed,
        })),
        labels: {
          heading: document === 'badges' ? t('admin:attendees.print.badges') : t('admin:attendees.print.list'),
          name: t('admin:attendees.columns.name'),
          organization: t('admin:attendees.columns.organization'),
          status: t('admin:attendees.columns.status'),
          checkIn: t('admin:attendees.columns.checkIn'),
          total: t('admin:attendees.total', { count: people.length }),
          language: isLanguage(i18n.language) ? i18n.language : 'en',
        },
      };
      result = await print(request);
    } catch {
      result = { ok: false, reason: 'failed' };
    } finally {
      setBusy(false);
    }
    if (result.ok) {
      if (result.file) {
        notify({ title: t('admin:attendees.print.savedTitle'), description: result.file });
      }
    } else if (result.reason === 'failed') {
      notify({
        title: t('admin:attendees.print.failedTitle'),
        description: t('admin:attendees.print.failedText'),
        variant: 'destructive',
      });
    }
  };

  const items = (document: PrintDocument) => (
    <>
      <MenuItem icon={<PrintRegular />} onClick={() => void run(document, 'print')}>
        {t('admin:attendees.print.print')}
      </MenuItem>
      <MenuItem icon={<DocumentPdfRegular />} onClick={() => void run(document, 'pdf')}>
        {t('admin:attendees.print.pdf')}
      </MenuItem>
    </>
  );

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          icon={busy ? <Spinner size="tiny" /> : <PrintRegular />}
          disabledFocusable={busy || event.registrations.confirmed === 0}
        >
          {busy ? t('admin:attendees.print.busy') : t('admin:attendees.print.button')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('admin:attendees.print.list')}</MenuGroupHeader>
            {items('attendee-list')}
          </MenuGroup>
          <MenuGroup>
            <MenuGroupHeader>{t('admin:attendees.print.badges')}</MenuGroupHeader>
            {items('badges')}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
