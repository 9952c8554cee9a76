import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../shared/entities';
import { EventDates, LocationLine } from './Cards';
import { useTextLanguage } from './ContentLanguage';
import { SiteLink } from './SiteLink';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
});

function PastEvent({ event }: { event: ChamberEvent }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  return (
    <li className={styles.item} data-testid="past-event">
      <EventDates event={event} />
      <h3 className={styles.title} lang={textLang}>
        <SiteLink className={styles.link} to={`/events/${event.id}`}>
          {event.title}
        </SiteLink>
      </h3>
      <LocationLine place={event.location} lang={textLang} />
      <div>
        <Badge appearance="tint">{t(`eventTypes.${event.eventType}`)}</Badge>
      </div>
    </li>
  );
}

/**
 * Events that are over, most recent first, in a compact list: their dates, title, place and format,
 * never a register button (static: nothing here needs JavaScript).
 */
export function PastEvents({ events }: { events: readonly ChamberEvent[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <PastEvent key={event.id} event={event} />
      ))}
    </ul>
  );
}
