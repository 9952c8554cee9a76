import { makeStyles, tokens } from '@fluentui/react-components';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ManagedEvent } from '../../../shared/entities';
import { RowIconLink } from '../kit/RowIconLink';
import { attendeesPath } from '../kit/event-screens';
import { registrationSummary } from './registration-summary';

const useStyles = makeStyles({
  waiting: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  none: { color: tokens.colorNeutralForeground3 },
});

/** The events list's registrations cell: '12 / 50' and '+3 waiting' for events registered here, else a dash. */
export function RegistrationsCell({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const summary = registrationSummary(event);
  if (!summary) {
    return (
      <span className={styles.none} aria-label={t('admin:events.notRegisteredHere')}>
        —
      </span>
    );
  }
  return (
    <>
      <span>{summary.places}</span>
      {summary.waiting > 0 ? (
        <span className={styles.waiting}>{t('admin:events.waiting', { count: summary.waiting })}</span>
      ) : null}
    </>
  );
}

/** Whether an event has an attendee list worth opening: registration here, or people registered before a change. */
export const hasAttendees = (event: ManagedEvent) =>
  event.registrationMode === 'internal' || event.registrations.confirmed + event.registrations.waitlisted > 0;

/** A row's Attendees button: an icon link to the event's attendee screen, named by its tooltip. */
export function AttendeesLink({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation('admin');
  return (
    <RowIconLink
      to={attendeesPath(event.id)}
      label={t('admin:events.attendeesOf', { title: event.title })}
      icon={<PeopleTeamRegular />}
    />
  );
}
