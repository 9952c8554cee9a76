import { Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../shared/entities';
import { formatZonedDateTime } from '../../ui/dates';
import { attendeesPath } from '../kit/event-screens';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalXXL },
  card: { padding: tokens.spacingHorizontalL },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  event: { display: 'grid', minWidth: 0 },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  date: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  figures: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, whiteSpace: 'nowrap' },
  waiting: { color: tokens.colorPaletteMarigoldForeground2 },
});

type RegistrationEvent = NonNullable<DashboardSummary['registrations']>[number];

/** One event: its title linking to its attendees, its start where it happens, places and waiting list. */
function EventLine({ event }: { event: RegistrationEvent }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const places =
    event.capacity === null
      ? t('admin:dashboard.registered', { count: event.confirmed })
      : t('admin:dashboard.placesTaken', { taken: event.confirmed, capacity: event.capacity });
  return (
    <li className={styles.item}>
      <div className={styles.event}>
        <Link to={attendeesPath(event.id)} className={styles.link}>
          {event.title}
        </Link>
        <time className={styles.date} dateTime={event.date}>
          {formatZonedDateTime(event.date, event.timeZone)}
        </time>
      </div>
      <p className={styles.figures}>
        <span>{places}</span>
        {event.waitlisted > 0 ? (
          <span className={styles.waiting}>{t('admin:dashboard.waitingList', { count: event.waitlisted })}</span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The dashboard's upcoming events registered here, each linking to its attendee screen. Shown to
 * roles that manage registrations (the summary has null for the others).
 */
export function UpcomingRegistrations({
  events,
  state,
}: {
  events: DashboardSummary['registrations'] | undefined;
  state: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  let content: ReactNode;
  if (events) {
    content =
      events.length === 0 ? (
        <p className={styles.muted}>{t('admin:dashboard.noRegistrationEvents')}</p>
      ) : (
        <ol className={styles.list}>
          {events.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </ol>
      );
  } else if (state === 'error') {
    content = (
      <p className={styles.muted} role="alert">
        {t('admin:common.error')} {t('admin:common.loadFailed')}
      </p>
    );
  } else content = <Spinner size="small" label={t('admin:common.loading')} />;
  return (
    <section className={styles.section} aria-labelledby="admin-registration-events">
      <h2 id="admin-registration-events" className={styles.title}>
        {t('admin:dashboard.registrationEvents')}
      </h2>
      <Card className={styles.card}>{content}</Card>
    </section>
  );
}
