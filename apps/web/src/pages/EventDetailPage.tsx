import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../shared/entities';
import { formatZonedDateTime } from '../../../ui/dates';
import { AddToCalendar } from '../components/AddToCalendar';
import { FALLBACK_IMAGES, RegisterLink, eventDateText, placesLeftText } from '../components/Cards';
import { DetailHeading, DetailImage, DetailView, FactsCard, RichText } from '../components/DetailPage';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import type { RegistrationEvent } from '../components/registration/event';
import { Island } from '../islands/Island';
import { isUpcoming, showsPlacesLeft } from '../lib/event-status';
import { enquiryPath } from '../lib/urls';
import { eventData } from '../lib/structured-data';
import { useAbsoluteUrls, useRenderTime, useSiteName } from '../page-context';
import { usePageData } from '../page-data';
import { usePageHead } from '../page-head';

const useStyles = makeStyles({
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** What the registration section says of how to register (or that it is over). */
function registrationHintKey(event: ChamberEvent, now: number): string {
  if (!isUpcoming(event, now)) return 'events:detail.pastRegistration';
  if (event.registrationMode === 'external' && event.registrationLink) return 'events:detail.externalRegistration';
  if (event.registrationMode === 'internal') return 'events:detail.internalRegistration';
  return 'events:detail.noRegistration';
}

/** The fields of the event the registration form's island gets (its props travel as JSON). */
const registrationEvent = (event: ChamberEvent): RegistrationEvent => ({
  id: event.id,
  eventType: event.eventType,
  timeZone: event.timeZone,
  date: event.date,
  endDate: event.endDate,
  registrationMode: event.registrationMode,
  registrationOpensAt: event.registrationOpensAt,
  registrationClosesAt: event.registrationClosesAt,
  placesLeft: event.placesLeft,
  membersOnly: event.membersOnly,
  waitlist: event.waitlist,
});

function EventFacts({ event }: { event: ChamberEvent }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  const now = useRenderTime();
  // Times where the event happens, with the zone's abbreviation (CET, CEST…), for every reader.
  const facts: [string, ReactNode][] = [
    [
      t('events:detail.starts'),
      <time dateTime={event.date} data-testid="event-start">
        {formatZonedDateTime(event.date, event.timeZone)}
      </time>,
    ],
  ];
  if (event.endDate) {
    facts.push([
      t('events:detail.ends'),
      <time dateTime={event.endDate} data-testid="event-end">
        {formatZonedDateTime(event.endDate, event.timeZone)}
      </time>,
    ]);
  }
  facts.push(
    [t('events:detail.type'), <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>],
    [t('events:detail.location'), <span lang={textLang}>{event.location}</span>],
  );
  if (event.registrationMode !== 'none' && event.membersOnly) {
    facts.push([t('events:detail.who'), t('events:detail.membersOnly')]);
  }
  if (showsPlacesLeft(event, now)) {
    facts.push([t('events:detail.places'), placesLeftText(t, event.placesLeft ?? 0)]);
  }
  return (
    <FactsCard testId="event-facts" title={t('events:detail.facts')} facts={facts}>
      <DetailHeading spaced>{t('events:detail.registration')}</DetailHeading>
      <p className={styles.hint}>{t(registrationHintKey(event, now))}</p>
      <div>
        <RegisterLink event={event} now={now} />
      </div>
      {isUpcoming(event, now) ? <AddToCalendar event={event} /> : null}
    </FactsCard>
  );
}

function EventView({ event, dates }: { event: ChamberEvent; dates: string }) {
  const { t } = useTranslation('events');
  const textLang = useTextLanguage(event);
  return (
    <DetailView
      title={event.title}
      titleLang={textLang}
      summary={t('detail.summary', { dates, location: event.location })}
      back={{ to: '/events', label: t('detail.back') }}
      aside={<EventFacts event={event} />}
    >
      <DetailImage src={event.image} fallback={FALLBACK_IMAGES.event} alt={event.imageAlt} lang={textLang} />
      <DetailHeading>{t('detail.about')}</DetailHeading>
      <EnglishOnlyNote lang={textLang} />
      <RichText text={event.description} size="medium" lang={textLang} />
      {event.registrationMode === 'internal' ? (
        <Island
          name="RegistrationForm"
          // A full event's form offers to ask about a place: the enquiry names the event and its dates.
          props={{
            event: registrationEvent(event),
            enquiry: enquiryPath('event', { event: `${event.title}, ${dates}` }),
          }}
          // A members-only form first asks whether a member is signed in: at once, so a member back
          // from signing in finds the form rather than the request to sign in.
          {...(event.membersOnly ? { hydrate: 'load' as const } : {})}
        />
      ) : null}
    </DetailView>
  );
}

/**
 * /events/:id: one event with its times (in its own zone), format, place, calendar links and
 * registration (this site's form for events registered here; an unknown id is the 404 page).
 */
export function EventDetailPage() {
  const { t } = useTranslation(['events', 'common']);
  const { event } = usePageData();
  const urls = useAbsoluteUrls();
  const siteName = useSiteName();
  if (!event) throw new Error('The event page renders with its event');
  const image = urls.absolute(event.image ?? FALLBACK_IMAGES.event);
  usePageHead({
    title: event.title,
    description: t('events:meta.detail.description', {
      title: event.title,
      date: eventDateText(event),
      location: event.location,
    }),
    image,
    structuredData: [
      eventData(event, { url: urls.page, image, organizer: { name: siteName, url: urls.absolute('/') } }),
    ],
  });
  return <EventView event={event} dates={eventDateText(event)} />;
}
