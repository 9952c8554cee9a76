import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { Badge, Button, Card, Field, Input, Select, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  HandshakeRegular,
  PeopleCommunityRegular,
  RocketRegular,
  SearchRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HERO_STATS, HOME_COUNTS } from '../../../../shared/constants';
import type { ChamberEvent, Industry, Region } from '../../../../shared/entities';
import { formatDate } from '../../../ui/dates';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { FeatureCard, RegionImage } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import {
  EventDates,
  EventTitle,
  FALLBACK_IMAGES,
  LocationLine,
  MemberCard,
  NewsCard,
  PlacesLeft,
  RegisterLink,
} from '../components/Cards';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
import { splitEvents } from '../lib/event-status';
import { useEvents, useMembers, useNews } from '../hooks/content';
import { ContactDetails, OfficeCards, splitOffices } from '../components/ContactInfo';
import { Island } from '../islands/Island';
import { organizationData } from '../lib/structured-data';
import { useAbsoluteUrls, useContactEmail, useLocalize, useRenderTime, useSiteName } from '../page-context';
import { usePageData } from '../page-data';

/** Region choices of the home search and the members-page region each stands for ('all' sets none). */
const SEARCH_REGIONS = {
  all: null,
  ibero: 'ibero-america',
  nordic: 'nordic',
  baltic: 'baltic',
} as const satisfies Record<string, Region | null>;

/** Industry choices of the home search and the member industry each stands for ('all' sets none). */
const SEARCH_INDUSTRIES = {
  all: null,
  tech: 'technology',
  energy: 'energy',
  finance: 'finance',
  agriculture: 'agriculture',
} as const satisfies Record<string, Industry | null>;

/** Example countries of each region card (ISO codes; names at `home:countries.<code>`). */
const REGION_COUNTRIES: Record<Region, readonly string[]> = {
  'ibero-america': ['ES', 'PT', 'MX', 'BR', 'AR', 'CO', 'CL'],
  nordic: ['SE', 'NO', 'DK', 'FI', 'IS'],
  baltic: ['EE', 'LV', 'LT'],
};

const REGION_IMAGES: Record<Region, string> = {
  'ibero-america': '/images/home/ibero-america.webp',
  nordic: '/images/home/nordic.webp',
  baltic: '/images/home/baltic.webp',
};

const PILLARS: readonly { id: 'connect' | 'facilitate' | 'activate'; icon: FluentIcon }[] = [
  { id: 'connect', icon: PeopleCommunityRegular },
  { id: 'facilitate', icon: HandshakeRegular },
  { id: 'activate', icon: RocketRegular },
];

const MEMBERSHIP_PLANS = ['business', 'partnership'] as const;
const PLAN_BENEFITS = ['benefit1', 'benefit2', 'benefit3'] as const;
/** Where each plan's button goes: membership to the application form, a partnership to a contact enquiry. */
const PLAN_TARGETS = {
  business: '/membership/apply',
  partnership: '/contact?inquiryType=partnership#contact-form',
} as const;

const useStyles = makeStyles({
  heroSecondary: {
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  stats: {
    flexBasis: '100%',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXXL,
    margin: `${tokens.spacingVerticalL} 0 0`,
  },
  stat: { display: 'flex', flexDirection: 'column-reverse' },
  statValue: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  statLabel: { fontSize: tokens.fontSizeBase400 },
  searchCard: { padding: tokens.spacingHorizontalXL },
  searchForm: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  chips: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
  pillarIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  more: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalXXL },
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
  benefits: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  benefit: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  benefitIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorPaletteGreenForeground1 },
  contactLayout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  officesTitle: {
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalXXXL} 0 ${tokens.spacingVerticalL}`,
  },
});

function HomeHero() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <PageHero title={t('home:hero.title')} text={t('home:hero.text')}>
      <ButtonLink to="/membership/apply" appearance="secondary" size="large">
        {t('home:hero.becomeMember')}
      </ButtonLink>
      <ButtonLink to="/about" appearance="outline" size="large" className={styles.heroSecondary}>
        {t('home:hero.learnMore')}
        <VisuallyHidden>: {t('common:nav.about')}</VisuallyHidden>
      </ButtonLink>
      <dl className={styles.stats} aria-label={t('home:hero.statsLabel')}>
        {HERO_STATS.map((stat) => (
          <div key={stat.id} className={styles.stat} data-testid="hero-stat">
            <dt className={styles.statLabel}>{t(`home:hero.stats.${stat.id}`)}</dt>
            <dd className={styles.statValue}>{t('home:hero.stats.value', { value: stat.value })}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}

/**
 * Search box with region and industry selects: a plain form that opens the members page with those
 * filters (it works without JavaScript; the members page reads the short codes too).
 */
function MemberSearch() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <Section title={t('home:search.title')} intro={t('home:search.intro')}>
      <Card className={styles.searchCard}>
        <form
          className={styles.searchForm}
          role="search"
          method="get"
          action={localize('/members')}
          data-testid="home-search"
        >
          <Field label={t('home:search.label')}>
            <Input
              type="search"
              name="search"
              placeholder={t('home:search.placeholder')}
              contentBefore={<SearchRegular aria-hidden />}
            />
          </Field>
          <Field label={t('home:search.region')}>
            <Select name="region" defaultValue="all">
              {Object.entries(SEARCH_REGIONS).map(([value, code]) => (
                <option key={value} value={value}>
                  {code ? t(`common:regions.${code}`) : t('home:search.allRegions')}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('home:search.industry')}>
            <Select name="industry" defaultValue="all">
              {Object.entries(SEARCH_INDUSTRIES).map(([value, code]) => (
                <option key={value} value={value}>
                  {code ? t(`common:industries.${code}`) : t('home:search.allIndustries')}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" icon={<SearchRegular />}>
            {t('home:search.submit')}
          </Button>
        </form>
      </Card>
    </Section>
  );
}

function RegionsSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="regions" title={t('home:regions.title')} intro={t('home:regions.intro')} className={styles.tinted}>
      <CardGrid className={styles.fit}>
        {(Object.keys(REGION_COUNTRIES) as Region[]).map((region) => {
          const title = t(`home:regions.items.${region}.title`);
          return (
            <FeatureCard
              key={region}
              media={<RegionImage src={REGION_IMAGES[region]} />}
              title={title}
              text={t(`home:regions.items.${region}.text`)}
              testId="region-card"
            >
              <ul className={styles.chips} aria-label={t('home:regions.countriesLabel', { region: title })}>
                {REGION_COUNTRIES[region].map((country) => (
                  <li key={country}>
                    <Badge appearance="tint" shape="rounded" size="large">
                      {t(`home:countries.${country}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          );
        })}
      </CardGrid>
    </Section>
  );
}

function MissionSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="mission" title={t('home:mission.title')} intro={t('home:mission.intro')}>
      <CardGrid className={styles.fit}>
        {PILLARS.map(({ id, icon: Icon }) => (
          <FeatureCard
            key={id}
            media={<Icon className={styles.pillarIcon} aria-hidden />}
            title={t(`home:mission.pillars.${id}.title`)}
            text={t(`home:mission.pillars.${id}.text`)}
            testId="mission-pillar"
          />
        ))}
      </CardGrid>
    </Section>
  );
}

/** The "view all" link under a home section's list. */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.more}>
      <ButtonLink to={to} appearance="outline">
        {children}
      </ButtonLink>
    </div>
  );
}

function FeaturedMembers() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { data = [] } = useMembers();
  const members = data.slice(0, HOME_COUNTS.members);
  return (
    <Section
      id="featured-members"
      title={t('home:members.title')}
      intro={t('home:members.intro')}
      className={styles.tinted}
    >
      {members.length === 0 ? (
        <EmptyState title={t('home:members.empty')} />
      ) : (
        <CardGrid>
          {members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </CardGrid>
      )}
      <MoreLink to="/members">{t('home:members.viewAll')}</MoreLink>
    </Section>
  );
}

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

function UpcomingEvents() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { data = [] } = useEvents();
  // Only events that have not ended at the render's instant: a finished event is never featured.
  const now = useRenderTime();
  const { upcoming } = splitEvents(data, now);
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

function LatestNews() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { data = [] } = useNews();
  const articles = data.slice(0, HOME_COUNTS.news);
  return (
    <Section id="latest-news" title={t('home:news.title')} intro={t('home:news.intro')} className={styles.tinted}>
      {articles.length === 0 ? (
        <EmptyState title={t('home:news.empty')} />
      ) : (
        <CardGrid className={styles.fit}>
          {articles.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </CardGrid>
      )}
      <MoreLink to="/news">{t('home:news.viewAll')}</MoreLink>
    </Section>
  );
}

function MembershipSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  return (
    <Section id="membership" title={t('home:membership.title')} intro={t('home:membership.intro')}>
      <CardGrid className={styles.fit}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <FeatureCard
            key={plan}
            title={t(`home:membership.${plan}.title`)}
            text={t(`home:membership.${plan}.text`)}
            testId="membership-card"
          >
            <ul className={styles.benefits}>
              {PLAN_BENEFITS.map((benefit) => (
                <li key={benefit} className={styles.benefit}>
                  <CheckmarkCircleRegular className={styles.benefitIcon} aria-hidden />
                  <span>{t(`home:membership.${plan}.${benefit}`)}</span>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink to={PLAN_TARGETS[plan]}>{t(`home:membership.${plan}.cta`)}</ButtonLink>
            </div>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The contact form beside the headquarters' details, then the regional offices (each part only when there is one). */
function ContactSection() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { headquarters, regional } = splitOffices(usePageData().offices ?? []);
  return (
    <Section id="contact" title={t('home:contact.title')} intro={t('home:contact.intro')} className={styles.tinted}>
      <div className={styles.contactLayout}>
        <Card className={styles.searchCard}>
          <Island name="ContactForm" props={{ headingLevel: 3 }} />
        </Card>
        {headquarters ? <ContactDetails headquarters={headquarters} headingLevel={3} /> : null}
      </div>
      {regional.length ? (
        <>
          <h3 className={styles.officesTitle}>{t('home:contact.officesTitle')}</h3>
          <OfficeCards offices={regional} headingLevel={4} />
        </>
      ) : null}
    </Section>
  );
}

/** The home page: hero, member search, regions, mission, members, events, news, membership and contact. */
export function HomePage() {
  const { t } = useTranslation('common');
  const urls = useAbsoluteUrls();
  usePage('home', {
    structuredData: [
      organizationData({
        name: useSiteName(),
        url: urls.absolute('/'),
        logo: urls.absolute('/favicon.svg'),
        email: useContactEmail(),
        telephone: t('common:contact.phone'),
      }),
    ],
  });
  return (
    <>
      <HomeHero />
      <MemberSearch />
      <RegionsSection />
      <MissionSection />
      <FeaturedMembers />
      <UpcomingEvents />
      <LatestNews />
      <MembershipSection />
      <ContactSection />
    </>
  );
}
