import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../shared/entities';
import { FALLBACK_IMAGES, RegisterLink, eventDateText } from '../components/Cards';
import { DetailHeading, DetailImage, DetailView, FactsCard, RichText } from '../components/DetailPage';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { eventData } from '../lib/structured-data';
import { useAbsoluteUrls, useSiteName } from '../page-context';
import { usePageData } from '../page-data';
import { usePageHead } from '../page-head';

const useStyles = makeStyles({
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

function EventFacts({ event, dates }: { event: ChamberEvent; dates: string }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  return (
    <FactsCard
      testId="event-facts"
      title={t('events:detail.facts')}
      facts={[
        [t('events:detail.date'), <time dateTime={event.date}>{dates}</time>],
        [t('events:detail.type'), <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>],
        [t('events:detail.location'), <span lang={textLang}>{event.location}</span>],
      ]}
    >
      <DetailHeading spaced>{t('events:detail.registration')}</DetailHeading>
      <p className={styles.hint}>
        {event.registrationLink ? t('events:detail.externalRegistration') : t('events:detail.contactRegistration')}
      </p>
      <div>
        <RegisterLink event={event} />
      </div>
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
      aside={<EventFacts event={event} dates={dates} />}
    >
      <DetailImage src={event.image} fallback={FALLBACK_IMAGES.event} alt={event.imageAlt} lang={textLang} />
      <DetailHeading>{t('detail.about')}</DetailHeading>
      <EnglishOnlyNote lang={textLang} />
      <RichText text={event.description} size="medium" lang={textLang} />
    </DetailView>
  );
}

/** /events/:id: one event with its dates, format, place and registration (an unknown id is the 404 page). */
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
