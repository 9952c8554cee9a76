import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EventRegistration, ManagedEvent } from '../../../shared/entities';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';
import { AttendeeActions, CheckInToggle } from './AttendeeActions';
import { OptionalText, PersonName, StatusBadge } from '../kit/person-cells';

const useStyles = makeStyles({
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * One page of an event's registrations: who, their organisation and e-mail, where they stand, how
 * they attend (hybrid events), the check-in toggle and the changes. Named by the screen's heading.
 */
export function AttendeeTable({
  event,
  people,
  labelledBy,
  busy,
}: {
  event: ManagedEvent;
  people: readonly EventRegistration[];
  labelledBy: string;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const hybrid = event.eventType === 'hybrid';
  const columns: StackedColumn<EventRegistration>[] = [
    {
      key: 'name',
      header: t('admin:attendees.columns.name'),
      render: (person) => <PersonName name={person.fullName} />,
    },
    {
      key: 'organization',
      header: t('admin:attendees.columns.organization'),
      render: (person) => <OptionalText text={person.organization} />,
    },
    {
      key: 'email',
      header: t('admin:attendees.columns.email'),
      render: (person) => <span className={styles.wrap}>{person.email}</span>,
    },
    {
      key: 'status',
      header: t('admin:attendees.columns.status'),
      render: (person) => <StatusBadge status={person.status} waitlistPosition={person.waitlistPosition} />,
    },
    ...(hybrid
      ? [
          {
            key: 'attendance',
            header: t('admin:attendees.columns.attendance'),
            render: (person: EventRegistration) => t(`admin:attendees.attendance.${person.attendance}`),
          },
        ]
      : []),
    {
      key: 'checkIn',
      header: t('admin:attendees.columns.checkIn'),
      render: (person) =>
        person.status === 'confirmed' ? (
          <CheckInToggle eventId={event.id} person={person} />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      render: (person) => <AttendeeActions eventId={event.id} person={person} />,
    },
  ];
  return (
    <StackedTable
      labelledBy={labelledBy}
      busy={busy}
      minWidth="880px"
      align="middle"
      columns={columns}
      items={people}
      rowProps={(person) => ({ 'data-registration': person.id })}
    />
  );
}
