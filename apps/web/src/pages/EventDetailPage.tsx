import { Badge, Card, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ChamberEvent } from '../../../../shared/entities';
import { ApiError } from '../../../ui/api';
import { usePageMeta } from '../../../ui/page-meta';
import { ButtonLink } from '../components/ButtonLink';
import { FALLBACK_IMAGES, RegisterLink, eventDateText } from '../components/Cards';
import { PageHero, Section } from '../components/Page';
import { LoadError } from '../components/States';
import { useEvent } from '../hooks/content';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalL },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  image: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    marginBottom: tokens.spacingVerticalXL,
  },
  heading: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  paragraph: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    margin: `${tokens.spacingVerticalM} 0 0`,
    whiteSpace: 'pre-line',
  },
  facts: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
  spaced: { marginTop: tokens.spacingVerticalM },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** Paragraphs of a plain-text description (blank lines separate them). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function BackLink() {
  const { t } = useTranslation('events');
  const styles = useStyles();
  return (
    <div className={styles.back}>
      <ButtonLink to="/events" appearance="subtle" icon={<ArrowLeftRegular aria-hidden />}>
        {t('detail.back')}
      </ButtonLink>
    </div>
  );
}

/** The event's image, or the stock image when there is none or it cannot be loaded (§3). */
function EventImage({ event }: { event: ChamberEvent }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.image}
      src={event.image && !failed ? event.image : FALLBACK_IMAGES.event}
      alt=""
      width={800}
      height={450}
      onError={() => setFailed(true)}
    />
  );
}

function EventFacts({ event, dates }: { event: ChamberEvent; dates: string }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  return (
    <Card className={styles.facts} data-testid="event-facts">
      <h2 className={styles.heading}>{t('events:detail.facts')}</h2>
      <dl className={styles.list}>
        <dt className={styles.term}>{t('events:detail.date')}</dt>
        <dd className={styles.value}>
          <time dateTime={event.date}>{dates}</time>
        </dd>
        <dt className={styles.term}>{t('events:detail.type')}</dt>
        <dd className={styles.value}>
          <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>
        </dd>
        <dt className={styles.term}>{t('events:detail.location')}</dt>
        <dd className={styles.value}>{event.location}</dd>
      </dl>
      <h2 className={mergeClasses(styles.heading, styles.spaced)}>{t('events:detail.registration')}</h2>
      <p className={styles.hint}>
        {event.registrationLink ? t('events:detail.externalRegistration') : t('events:detail.contactRegistration')}
      </p>
      <div>
        <RegisterLink event={event} />
      </div>
    </Card>
  );
}

function EventView({ event, dates }: { event: ChamberEvent; dates: string }) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  return (
    <>
      <PageHero title={event.title} text={t('detail.summary', { dates, location: event.location })} />
      <Section>
        <BackLink />
        <div className={styles.layout}>
          <div>
            <EventImage event={event} />
            <h2 className={styles.heading}>{t('detail.about')}</h2>
            {paragraphs(event.description).map((text, index) => (
              <p key={index} className={styles.paragraph}>
                {text}
              </p>
            ))}
          </div>
          <EventFacts event={event} dates={dates} />
        </div>
      </Section>
    </>
  );
}

/** /events/:id: one event with its dates, format, place and registration; 404 shows not found. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const { data: event, error, isPending } = useEvent(id);
  const notFound = error instanceof ApiError && error.status === 404;
  const dates = event ? eventDateText(event, (start, end) => t('common:common.dateRange', { start, end })) : '';

  usePageMeta(
    event?.title ?? (notFound ? t('events:notFound.title') : t('events:meta.detail.title')),
    event
      ? t('events:meta.detail.description', { title: event.title, date: dates, location: event.location })
      : notFound
        ? t('events:notFound.text')
        : t('events:meta.description'),
    t('common:site.name'),
  );

  if (event) return <EventView event={event} dates={dates} />;
  if (isPending) {
    return (
      <>
        <PageHero title={t('events:meta.detail.title')} />
        <div className={styles.center}>
          <Spinner label={t('events:detail.loading')} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero
        title={notFound ? t('events:notFound.title') : t('events:meta.detail.title')}
        text={notFound ? t('events:notFound.text') : undefined}
      />
      <Section>
        {notFound ? null : <LoadError />}
        <BackLink />
      </Section>
    </>
  );
}
