import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../shared/entities';
import { FALLBACK_IMAGES, RegisterLink, eventDateText } from '../components/Cards';
import {
  DetailFallback,
  DetailHeading,
  DetailImage,
  DetailView,
  FactsCard,
  textParagraphs,
  useDetailRecord,
} from '../components/DetailPage';
import { useEvent } from '../hooks/content';

const useStyles = makeStyles({
  paragraph: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    margin: `${tokens.spacingVerticalM} 0 0`,
    whiteSpace: 'pre-line',
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

function EventFacts({ event, dates }: { event: ChamberEvent; dates: string }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  return (
    <FactsCard
      testId="event-facts"
      title={t('events:detail.facts')}
      facts={[
        [t('events:detail.date'), <time dateTime={event.date}>{dates}</time>],
        [t('events:detail.type'), <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>],
        [t('events:detail.location'), event.location],
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
  const styles = useStyles();
  return (
    <DetailView
      title={event.title}
      summary={t('detail.summary', { dates, location: event.location })}
      back={{ to: '/events', label: t('detail.back') }}
      aside={<EventFacts event={event} dates={dates} />}
    >
      <DetailImage src={event.image} fallback={FALLBACK_IMAGES.event} />
      <DetailHeading>{t('detail.about')}</DetailHeading>
      {textParagraphs(event.description).map((text, index) => (
        <p key={index} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </DetailView>
  );
}

/** /events/:id: one event with its dates, format, place and registration; 404 shows not found. */
export function EventDetailPage() {
  const { t } = useTranslation(['events', 'common']);
  const datesOf = (event: ChamberEvent) =>
    eventDateText(event, (start, end) => t('common:common.dateRange', { start, end }));
  const detail = useDetailRecord(useEvent, { list: 'events', titleKey: 'meta.detail.title' }, (record) => ({
    title: record.title,
    description: t('events:meta.detail.description', {
      title: record.title,
      date: datesOf(record),
      location: record.location,
    }),
  }));
  const event = detail.record;

  if (event) return <EventView event={event} dates={datesOf(event)} />;
  return <DetailFallback detail={detail} />;
}
