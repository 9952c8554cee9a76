import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular, LocationRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SiteLink } from './SiteLink';
import type { ChamberEvent, Member, NewsArticle } from '../../../../shared/entities';
import { formatCardDate, formatDateRange, formatZonedDateTime } from '../../../ui/dates';
import { registerAction, showsPlacesLeft } from '../lib/event-status';
import { ButtonLink } from '../../../ui/button-link';
import { VisuallyHidden } from './VisuallyHidden';
import { InitialsMark } from './InitialsMark';
import { EnglishOnlyNote, useTextLanguage } from './ContentLanguage';
import type { Language } from '../../../../shared/constants';
import { LANGUAGE_PARAM } from '../../../../shared/routes';
import { usePageContext } from '../page-context';

/** Stock images shown when an event or article has none. */
export const FALLBACK_IMAGES = { event: '/images/event-fallback.webp', news: '/images/news-fallback.webp' } as const;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', height: '100%', gap: tokens.spacingVerticalS },
  image: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  logo: {
    width: '64px',
    height: '64px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  title: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    lineHeight: tokens.lineHeightBase500,
  },
  titleLink: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  text: { color: tokens.colorNeutralForeground2, margin: 0, lineHeight: tokens.lineHeightBase300 },
  clamp3: { display: '-webkit-box', WebkitLineClamp: '3', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  footer: { marginTop: 'auto', display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A card's decorative 16:9 cover picture, loaded lazily. */
export function CoverImage({ src }: { src: string }) {
  return <img className={useStyles().image} src={src} alt="" loading="lazy" width={400} height={225} />;
}

/**
 * A decorative image that shows `fallback` when `src` is missing or cannot be loaded; without
 * `className` it has the look of a card's cover.
 */
export function FallbackImage({
  src,
  fallback,
  className,
  fetchPriority,
  alt,
  lang,
}: {
  src: string | null | undefined;
  fallback: string;
  className?: string;
  fetchPriority?: 'high';
  /** What the image shows (only for `src`: the stock picture is decorative). */
  alt?: string | null | undefined;
  lang?: Language | undefined;
}) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className ?? styles.image}
      src={src && !failed ? src : fallback}
      alt={src && !failed ? (alt ?? '') : ''}
      lang={src && !failed && alt ? lang : undefined}
      width={800}
      height={450}
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
    />
  );
}

/** An event's date, or its span of days, in the card format of the page's language. */
export function eventDateText(event: Pick<ChamberEvent, 'date' | 'endDate' | 'timeZone'>) {
  return event.endDate
    ? formatDateRange(event.date, event.endDate, event.timeZone)
    : formatCardDate(event.date, event.timeZone);
}

/** An event's title as an h3 linking to /events/{id}; `className` replaces the card title's look. */
export function EventTitle({ event, className }: { event: ChamberEvent; className?: string }) {
  const styles = useStyles();
  return (
    <h3 className={className ?? styles.title} lang={useTextLanguage(event)}>
      <SiteLink className={styles.titleLink} to={`/events/${event.id}`}>
        {event.title}
      </SiteLink>
    </h3>
  );
}

/** An event's dates ("date" or "date – endDate") behind a calendar icon. */
export function EventDates({ event }: { event: ChamberEvent }) {
  const styles = useStyles();
  return (
    <span className={styles.meta}>
      <CalendarRegular aria-hidden />
      {eventDateText(event)}
    </span>
  );
}

/** A place behind a location icon (`lang`: the place's language where it differs from the page's). */
export function LocationLine({ place, lang }: { place: string; lang?: Language | undefined }) {
  const styles = useStyles();
  return (
    <span className={styles.meta} lang={lang}>
      <LocationRegular aria-hidden /> {place}
    </span>
  );
}

/**
 * A registration link as the button opens it: the site's gate to a members-only event's link
 * (a path here) names the page's language, which its sign-in page then speaks.
 */
const gatedHref = (href: string, language: Language) =>
  href.startsWith('/') ? `${href}?${LANGUAGE_PARAM}=${language}` : href;

/**
 * The register button of an event at `now` (the render's instant, see event-status): the
 * organiser's site in a new tab, this site's form on the event page, "Full", when registration
 * opens, or nothing (no registration, over, closed).
 */
export function RegisterLink({ event, now, size }: { event: ChamberEvent; now: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { language } = usePageContext();
  const styles = useStyles();
  const action = registerAction(event, now);
  if (!action) return null;
  switch (action.kind) {
    case 'external':
      return (
        <ButtonLink to={gatedHref(action.href, language)} external size={size}>
          {t('common.registerNow')}
        </ButtonLink>
      );
    case 'register':
    case 'waitlist':
      return (
        <ButtonLink to={`/events/${event.id}#register`} size={size}>
          {action.kind === 'register' ? t('common.register') : t('common.joinWaitlist')}
        </ButtonLink>
      );
    case 'full':
      return (
        <Badge appearance="outline" color="danger" data-testid="event-full">
          {t('common.full')}
        </Badge>
      );
    case 'notOpen':
      return (
        <span className={styles.meta}>
          {t('common.registrationOpens', { date: formatZonedDateTime(action.opensAt, event.timeZone) })}
        </span>
      );
  }
}

/** "12 places left" on an event registered here with a capacity (nothing otherwise). */
/** "12 places left", or "Full" when none is (a waiting list is offered by the register button). */
export function placesLeftText(t: TFunction, placesLeft: number): string {
  return placesLeft > 0 ? t('common:common.placesLeft', { count: placesLeft }) : t('common:common.full');
}

export function PlacesLeft({ event, now }: { event: ChamberEvent; now: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  // Full without a waiting list: the register area's "Full" badge says it already.
  if (!showsPlacesLeft(event, now) || (event.placesLeft === 0 && !event.waitlist)) return null;
  return (
    <span className={styles.meta} data-testid="places-left">
      {placesLeftText(t, event.placesLeft ?? 0)}
    </span>
  );
}

/** A member company card linking to /members/{id}. */
export function MemberCard({ member, headingLevel = 3 }: { member: Member; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const textLang = useTextLanguage(member);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={styles.card} data-testid="member-card">
      {member.logo ? (
        <img
          className={styles.logo}
          src={member.logo}
          alt={member.logoAlt ?? member.name}
          lang={member.logoAlt ? textLang : undefined}
          loading="lazy"
          width={64}
          height={64}
        />
      ) : (
        <InitialsMark name={member.name} />
      )}
      <Heading className={styles.title}>
        <SiteLink className={styles.titleLink} to={`/members/${member.id}`}>
          {member.name}
        </SiteLink>
      </Heading>
      <LocationLine place={member.location} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`regions.${member.region}`)}</Badge>
        <Badge appearance="outline">{t(`industries.${member.industry}`)}</Badge>
        {member.featured ? <Badge color="important">{t('common.featured')}</Badge> : null}
      </div>
      <p className={`${styles.text} ${styles.clamp3}`} lang={textLang}>
        {member.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
    </Card>
  );
}

/** An event card of the events page's grid. */
export function EventCard({ event, now }: { event: ChamberEvent; now: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const textLang = useTextLanguage(event);
  return (
    <Card className={styles.card} data-testid="event-card">
      <CoverImage src={event.image ?? FALLBACK_IMAGES.event} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`eventTypes.${event.eventType}`)}</Badge>
      </div>
      <EventDates event={event} />
      <EventTitle event={event} />
      <p className={`${styles.text} ${styles.clamp3}`} lang={textLang}>
        {event.description}
      </p>
      <LocationLine place={event.location} lang={textLang} />
      <EnglishOnlyNote lang={textLang} />
      <PlacesLeft event={event} now={now} />
      <div className={styles.footer}>
        <RegisterLink event={event} now={now} size="small" />
      </div>
    </Card>
  );
}

/** A news card linking to /news/{id} through Read more. */
export function NewsCard({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const textLang = useTextLanguage(article);
  return (
    <Card className={styles.card} data-testid="news-card">
      <CoverImage src={article.image ?? FALLBACK_IMAGES.news} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`newsCategories.${article.category}`)}</Badge>
      </div>
      <span className={styles.meta}>
        <CalendarRegular aria-hidden /> {formatCardDate(article.publishDate)}
      </span>
      <h3 className={styles.title} lang={textLang}>
        {article.title}
      </h3>
      <p className={`${styles.text} ${styles.clamp3}`} lang={textLang}>
        {article.excerpt}
      </p>
      <EnglishOnlyNote lang={textLang} />
      <div className={styles.footer}>
        <SiteLink to={`/news/${article.id}`}>
          {t('common.readMore')}
          <VisuallyHidden>
            : <span lang={textLang}>{article.title}</span>
          </VisuallyHidden>
        </SiteLink>
      </div>
    </Card>
  );
}
