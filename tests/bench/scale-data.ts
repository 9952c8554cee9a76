// The generated content of `npm run bench:scale`: members and events as the CSV files staff would
// import, news articles as the staff form sends them. Deterministic, so two runs compare.
import { BUSINESS_TYPES, EVENT_FORMATS, INDUSTRIES, NEWS_CATEGORIES, REGIONS } from '../../shared/entities';
import type { NewsInput } from '../../shared/schemas';
import { IMPORT_LIMITS } from '../../shared/schemas/imports';

const CITIES = ['Stockholm', 'Oslo', 'Riga', 'Tallinn', 'Vilnius', 'Helsinki', 'Madrid', 'Bogotá', 'Lima', 'Santiago'];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const padded = (n: number) => String(n).padStart(6, '0');

/** A CSV cell, quoted where RFC 4180 needs it. */
const cell = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** One import: the CSV text and the mapping of its columns (in order) to the import's fields. */
export interface ImportFile {
  csv: string;
  mapping: string;
  rows: number;
}

/** `rows` rows cut into files of at most IMPORT_LIMITS.rows rows each (the most one import takes). */
function files(
  count: number,
  header: readonly string[],
  mapping: readonly string[],
  row: (n: number) => string[],
): ImportFile[] {
  const result: ImportFile[] = [];
  for (let first = 1; first <= count; first += IMPORT_LIMITS.rows) {
    const last = Math.min(count, first + IMPORT_LIMITS.rows - 1);
    const rows = Array.from({ length: last - first + 1 }, (_, i) => row(first + i));
    result.push({ csv: csvOf([header, ...rows]), mapping: mapping.join(','), rows: rows.length });
  }
  return result;
}

/** Member n's name: unique, so each row of the import creates one member. */
export const memberName = (n: number) => `Scale Member ${padded(n)} AB`;

/** `count` members, as import files. */
export function memberFiles(count: number): ImportFile[] {
  return files(
    count,
    ['Name', 'Location', 'Description', 'Industry', 'Region', 'Business type', 'Website', 'Contact email', 'Featured'],
    ['name', 'location', 'description', 'industry', 'region', 'businessType', 'website', 'contactEmail', 'featured'],
    (n) => {
      const city = pick(CITIES, n);
      const industry = pick(INDUSTRIES, n);
      return [
        memberName(n),
        city,
        `A ${industry} company based in ${city}, working with partners across the Nordic, Baltic and ` +
          `Ibero-American markets since ${1990 + (n % 35)}. Member ${n} of the benchmark's generated directory.`,
        industry,
        pick(REGIONS, n),
        pick(BUSINESS_TYPES, n),
        `https://member-${n}.example.com`,
        `contact@member-${n}.example.com`,
        n % 1000 === 0 ? 'yes' : 'no',
      ];
    },
  );
}

/** `count` events, one in four already past, the rest spread over the next two years, as import files. */
export function eventFiles(count: number, now = new Date()): ImportFile[] {
  const day = 24 * 60 * 60 * 1000;
  return files(
    count,
    ['Title', 'Date', 'Time zone', 'Location', 'Description', 'Event type', 'Region'],
    ['title', 'date', 'timeZone', 'location', 'description', 'eventType', 'region'],
    (n) => {
      const offsetDays = n % 4 === 0 ? -((n % 365) + 1) : (n % 730) + 1;
      const date = new Date(now.getTime() + offsetDays * day).toISOString().slice(0, 10);
      const city = pick(CITIES, n);
      return [
        `Scale Event ${padded(n)}: trade day in ${city}`,
        `${date} 18:00`,
        'Europe/Stockholm',
        city,
        `An evening of talks and meetings in ${city} for members trading between the chamber's regions.`,
        pick(EVENT_FORMATS, n),
        pick(REGIONS, n),
      ];
    },
  );
}

/** News article n as the staff form sends it: published, dated in the past (one a day, back from now). */
export function newsArticle(n: number, now = new Date()): NewsInput {
  const publishDate = new Date(now.getTime() - n * 24 * 60 * 60 * 1000 - 60_000);
  const category = pick(NEWS_CATEGORIES, n);
  return {
    title: `Scale News ${padded(n)}: ${category} across the regions`,
    excerpt: `What changed this week for members trading between the Nordic, Baltic and Ibero-American markets (article ${n}).`,
    content:
      `## ${category}\n\nThe chamber's generated article ${n}. ` +
      'Members report steady demand and new partnerships; the next trade day is open for registration.\n\n' +
      '- One point\n- Another point\n',
    category,
    publishDate: publishDate.toISOString(),
    status: 'published',
    featured: false,
  };
}
