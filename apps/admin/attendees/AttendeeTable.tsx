import { Badge, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EventRegistration, ManagedEvent } from '../../../shared/entities';
import { ListTable } from '../screens/list-parts';
import { AttendeeActions, CheckInToggle } from './AttendeeActions';

const useStyles = makeStyles({
  table: { minWidth: '880px' },
  cell: { paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS, verticalAlign: 'middle' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Where a registration stands, as a badge: a place, a waiting-list place (with its number), cancelled. */
export function StatusBadge({ person }: { person: EventRegistration }) {
  const { t } = useTranslation('admin');
  if (person.status === 'confirmed') {
    return (
      <Badge appearance="tint" color="success">
        {t('admin:attendees.status.confirmed')}
      </Badge>
    );
  }
  if (person.status === 'waitlisted') {
    return (
      <Badge appearance="tint" color="warning">
        {t('admin:attendees.waitingPlace', { position: person.waitlistPosition ?? '?' })}
      </Badge>
    );
  }
  return (
    <Badge appearance="outline" color="informative">
      {t('admin:attendees.status.cancelled')}
    </Badge>
  );
}

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
  const headers = [
    t('admin:attendees.columns.name'),
    t('admin:attendees.columns.organization'),
    t('admin:attendees.columns.email'),
    t('admin:attendees.columns.status'),
    ...(hybrid ? [t('admin:attendees.columns.attendance')] : []),
    t('admin:attendees.columns.checkIn'),
    t('admin:common.actions'),
  ];
  return (
    <ListTable labelledBy={labelledBy} busy={busy} className={styles.table} headers={headers}>
      {people.map((person) => (
        <TableRow key={person.id} data-registration={person.id}>
          <TableCell className={styles.cell}>
            <span className={styles.name}>{person.fullName}</span>
          </TableCell>
          <TableCell className={styles.cell}>
            {person.organization ? (
              <span className={styles.wrap}>{person.organization}</span>
            ) : (
              <span className={styles.muted}>—</span>
            )}
          </TableCell>
          <TableCell className={styles.cell}>
            <span className={styles.wrap}>{person.email}</span>
          </TableCell>
          <TableCell className={styles.cell}>
            <StatusBadge person={person} />
          </TableCell>
          {hybrid ? (
            <TableCell className={styles.cell}>{t(`admin:attendees.attendance.${person.attendance}`)}</TableCell>
          ) : null}
          <TableCell className={styles.cell}>
            {person.status === 'confirmed' ? (
              <CheckInToggle eventId={event.id} person={person} />
            ) : (
              <span className={styles.muted}>—</span>
            )}
          </TableCell>
          <TableCell className={styles.cell}>
            <AttendeeActions eventId={event.id} person={person} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
