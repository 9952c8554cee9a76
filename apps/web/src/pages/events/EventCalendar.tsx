import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../../shared/entities';
import { formatDate, formatMonthGroup } from '../../../../ui/dates';
import { PlacesLeft, RegisterLink } from '../../components/Cards';
import { SiteLink } from '../../components/SiteLink';
import { groupEventsByMonth } from '../../lib/filters';
import { useRenderTime } from '../../page-context';

const useStyles = makeStyles({
  months: { display: 'grid', gap: tokens.spacingVerticalXXL },
  monthTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalM}`,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    // Spanish and Swedish month names are lower case; as a heading they start with a capital (the
    // first letter only: "Agosto de 2026", not "Agosto De 2026").
    '::first-letter': { textTransform: 'uppercase' },
  },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: '88px minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 640px)': { gridTemplateColumns: '72px minmax(0, 1fr)' },
  },
  day: {
    display: 'grid',
    justifyItems: 'center',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  dayNumber: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  weekday: { fontSize: tokens.fontSizeBase200, textTransform: 'capitalize' },
  body: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  rowTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  rowLink: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  clamp2: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  action: { '@media (max-width: 640px)': { gridColumn: '2' } },
});

/** One row of the calendar view: day number, weekday, title, description, location, type, register link. */
function CalendarRow({ event }: { event: ChamberEvent }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const now = useRenderTime();
  return (
    <li className={styles.row} data-testid="calendar-event">
      <time className={styles.day} dateTime={event.date}>
        <span className={styles.dayNumber}>{formatDate(event.date, 'd', event.timeZone)}</span>
        <span className={styles.weekday}>{formatDate(event.date, 'EEEE', event.timeZone)}</span>
      </time>
      <div className={styles.body}>
        <h4 className={styles.rowTitle}>
          <SiteLink className={styles.rowLink} to={`/events/${event.id}`}>
            {event.title}
          </SiteLink>
        </h4>
        <p className={styles.clamp2}>{event.description}</p>
        <span className={styles.meta}>
          <LocationRegular aria-hidden /> {event.location}
          <Badge appearance="tint">{t(`eventTypes.${event.eventType}`)}</Badge>
        </span>
        <PlacesLeft event={event} now={now} />
      </div>
      <div className={styles.action}>
        <RegisterLink event={event} now={now} size="small" />
      </div>
    </li>
  );
}

/** The calendar view of a page of events: grouped by month and year (in each event's time zone), headed 'MMMM yyyy'. */
export function EventCalendar({ events }: { events: readonly ChamberEvent[] }) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  return (
    <div className={styles.months} aria-label={t('calendar.label')} role="region">
      {groupEventsByMonth(events).map(([key, items]) => (
        <section key={key} aria-labelledby={`events-month-${key}`}>
          <h3 id={`events-month-${key}`} className={styles.monthTitle}>
            {items[0] ? formatMonthGroup(items[0].date, items[0].timeZone) : key}
          </h3>
          <ul className={styles.rows}>
            {items.map((event) => (
              <CalendarRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
