import { EnglishOnlyNote, useTextLanguage } from '../../components/ContentLanguage';
import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_COUNTS } from '../../../../../shared/constants';
import type { ChamberEvent } from '../../../../../shared/entities';
import { formatDate } from '../../../../ui/dates';
import {
  EventDates,
  EventTitle,
  FALLBACK_IMAGES,
  LocationLine,
  PlacesLeft,
  RegisterLink,
} from '../../components/Cards';
import { Section } from '../../components/Page';
import { EmptyState } from '../../components/States';
import { useEvents } from '../../hooks/content';
import { useRenderTime } from '../../page-context';
import { MoreLink } from './MoreLink';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  eventsLayout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  featuredImage: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS, display: 'flex', flexWrap: 'wrap' },
  highlightsLabel: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
    fontSize: tokens.fontSizeBase200,
    letterSpacing: '0.05em',
  },
  highlights: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  highlight: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  calendar: {
    flexShrink: 0,
    width: '64px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  calendarDay: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  calendarMonth: { fontSize: tokens.fontSizeBase200, textTransform: 'uppercase' },
  highlightTitle: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    margin: 0,
  },
});

function FeaturedEvent({ event, now }: { event: ChamberEvent; now: number }) {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  return (
    <Card className={styles.card} data-testid="featured-event">
      <img
        className={styles.featuredImage}
        src={event.image ?? FALLBACK_IMAGES.event}
        alt=""
        width={800}
        height={450}
      />
      <div className={styles.badges}>
        <Badge color="important">{t('home:events.featured')}</Badge>
        <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>
      </div>
      <EventTitle event={event} />
      <EventDates event={event} />
      <LocationLine place={event.location} lang={textLang} />
      <p className={styles.cardText} lang={textLang}>
        {event.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
      <PlacesLeft event={event} now={now} />
      <div className={styles.actions}>
        <RegisterLink event={event} now={now} />
      </div>
    </Card>
  );
}

/** A calendar-style entry: day number and month beside the title. */
function EventHighlight({ event }: { event: ChamberEvent }) {
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  return (
    <li className={styles.highlight} data-testid="event-highlight">
      <time className={styles.calendar} dateTime={event.date}>
        <span className={styles.calendarDay}>{formatDate(event.date, 'd', event.timeZone)}</span>
        <span className={styles.calendarMonth}>{formatDate(event.date, 'MMM', event.timeZone)}</span>
      </time>
      <div>
        <EventTitle event={event} className={styles.highlightTitle} />
        <EventDates event={event} />
        <LocationLine place={event.location} lang={textLang} />
        <EnglishOnlyNote lang={textLang} />
      </div>
    </li>
  );
}

export function UpcomingEvents() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  // The soonest upcoming events, as the server read them: a finished event is never featured.
  const { data: upcoming = [] } = useEvents();
  const now = useRenderTime();
  const featured = upcoming.slice(0, HOME_COUNTS.featuredEvents);
  const more = upcoming.slice(HOME_COUNTS.featuredEvents, HOME_COUNTS.featuredEvents + HOME_COUNTS.moreEvents);
  let content: ReactNode;
  if (featured.length === 0) content = <EmptyState title={t('home:events.empty')} />;
  else {
    content = (
      <div className={styles.eventsLayout}>
        {featured.map((event) => (
          <FeaturedEvent key={event.id} event={event} now={now} />
        ))}
        {more.length > 0 ? (
          <div>
            <p className={styles.highlightsLabel} id="home-more-events">
              {t('home:events.more')}
            </p>
            <ul className={styles.highlights} aria-labelledby="home-more-events">
              {more.map((event) => (
                <EventHighlight key={event.id} event={event} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <Section id="upcoming-events" title={t('home:events.title')} intro={t('home:events.intro')}>
      {content}
      <MoreLink to="/events">{t('home:events.viewAll')}</MoreLink>
    </Section>
  );
}
