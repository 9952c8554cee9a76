import type { ChamberEvent, NewsArticle } from '../../../../shared/entities';

// schema.org descriptions of the chamber, its events and its articles, written into the pages as
// JSON-LD for search engines. URLs are absolute (from the site's public address).

/** The chamber itself, on the home page. */
export function organizationData(site: {
  name: string;
  url: string;
  logo: string;
  email: string;
  telephone: string;
}): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: site.logo,
    email: site.email,
    telephone: site.telephone,
  };
}

const ATTENDANCE_MODES = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  virtual: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/**
 * An event: its dates, attendance mode, and where it happens: the place of an in-person event, the
 * online location (its registration page, else its page here) of a virtual one, both for a hybrid one.
 */
export function eventData(
  event: ChamberEvent,
  { url, image, organizer }: { url: string; image: string; organizer: { name: string; url: string } },
): Record<string, unknown> {
  const place = { '@type': 'Place', name: event.location, address: event.location };
  // A members-only event's link is the site's own gate to it, a path resolved against the page.
  const online = {
    '@type': 'VirtualLocation',
    url: event.registrationLink ? new URL(event.registrationLink, url).href : url,
  };
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.date,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE_MODES[event.eventType],
    location: event.eventType === 'virtual' ? online : event.eventType === 'hybrid' ? [place, online] : place,
    image: [image],
    url,
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
  };
}

/** A news article. */
export function newsArticleData(
  article: NewsArticle,
  { url, image, publisher }: { url: string; image: string; publisher: { name: string; url: string; logo: string } },
): Record<string, unknown> {
  return {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishDate,
    image: [image],
    url,
    mainEntityOfPage: url,
    articleSection: article.category,
    author: { '@type': 'Organization', name: publisher.name, url: publisher.url },
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: publisher.url,
      logo: { '@type': 'ImageObject', url: publisher.logo },
    },
  };
}
