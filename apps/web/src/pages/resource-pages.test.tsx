import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, LANGUAGES, type Language } from '../../../../shared/constants';
import type { ChamberEvent } from '../../../../shared/entities';
import type { PageData, SiteStrings, StringTree } from '../../../../shared/page-rendering';
import type {
  DocumentFields,
  InvestmentGuide,
  InvestmentTool,
  MarketInsight,
  MarketReport,
  Publication,
  TeamMember,
} from '../../../../shared/resources';
import { PAGE_ROUTES, type PageRoute } from '../../../../shared/routes';
import { createDOMRenderer } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadDateLocale, switchDateLocale } from '../../../ui/dates';
import { islandSlot, IslandsCollector, type IslandRecord } from '../islands/Island';
import { PageProviders } from '../islands/PageProviders';
import { ISLANDS } from '../islands/registry';
import { createPageI18n } from '../islands/strings';
import type { PageContextValue } from '../page-context';
import { PageDataProvider } from '../page-data';
import { InvestmentGuidesPage } from './InvestmentGuidesPage';
import { MarketReportsPage } from './MarketReportsPage';
import { MembersOnlyPage } from './MembersOnlyPage';
import { PublicationsPage } from './PublicationsPage';
import { TeamPage } from './TeamPage';
import { documentPageOf, downloadNext } from '../../../ui/sign-in';
import { publicationsForTab, searchPublications } from './publications/library';
import { filterReports, reportsForTab, reportYears } from './reports/library';

// The resource pages as the server renders them from the database's items (fixtures here), without
// JavaScript: what each page lists, its download links, and the members-only page.

/** The site's strings as the server reads them: each language's namespaces with English merged under. */
const files = import.meta.glob<StringTree>('../locales/*/*.json', { eager: true, import: 'default' });
function mergeUnder(base: StringTree, over: StringTree): StringTree {
  const out: StringTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeUnder(current, value) : value;
  }
  return out;
}
const bundle = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .map(([file, tree]) => [/\/([a-z]{2})\/([^/]+)\.json$/.exec(file), tree] as const)
      .filter(([match]) => match?.[1] === language)
      .map(([match, tree]) => [match![2]!, tree]),
  ) as Record<string, StringTree>;
const english = bundle('en');
const strings = Object.fromEntries(
  LANGUAGES.map((language) => {
    const own = bundle(language);
    return [
      language,
      Object.fromEntries(Object.keys(english).map((ns) => [ns, mergeUnder(english[ns]!, own[ns] ?? {})])),
    ];
  }),
) as SiteStrings;
const text = (language: Language, namespace: string, key: string): string => {
  let node: unknown = strings[language][namespace];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no string ${language}:${namespace}:${key}`);
  return node;
};

/** When the pages are rendered: what is upcoming is decided at this instant. */
const NOW = Date.parse('2026-11-26T00:00:00Z');
const PAGES: Record<string, ComponentType> = {
  '/market-reports': MarketReportsPage,
  '/investment-guides': InvestmentGuidesPage,
  '/publications': PublicationsPage,
  '/team': TeamPage,
  '/members-only': MembersOnlyPage,
};

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadDateLocale));
});

/**
 * Renders a page as the server's renderer does (apps/web/src/render/render-page.tsx): the page with
 * its data, then each island on its own from its props, which must survive being sent as JSON.
 */
async function render(path: string, data: PageData, language: Language = 'en', search = ''): Promise<HTMLElement> {
  const Page = PAGES[path];
  if (!Page) throw new Error(`no page ${path}`);
  expect((PAGE_ROUTES as readonly PageRoute[]).some((route) => route.path === path)).toBe(true);
  const i18n = createPageI18n(language, strings[language]);
  const renderer = createDOMRenderer();
  const context: PageContextValue = {
    language,
    path,
    search,
    params: {},
    settings: { ...DEFAULT_SITE_SETTINGS, translations: { ...DEFAULT_SITE_SETTINGS.translations } },
    publicUrl: 'http://localhost:3000',
    now: NOW,
  };
  switchDateLocale(language);
  const providers = (node: ReactNode) => (
    <PageProviders renderer={renderer} i18n={i18n} context={context}>
      {node}
    </PageProviders>
  );
  const found: IslandRecord[] = [];
  let body = renderToString(
    providers(
      <PageDataProvider value={data}>
        <IslandsCollector value={found}>
          <Page />
        </IslandsCollector>
      </PageDataProvider>,
    ),
  );
  for (let index = 0; index < found.length; index += 1) {
    const record = found[index]!;
    const Component = (await ISLANDS[record.name].load()) as ComponentType<object>;
    const slots = record.slots
      ? Object.fromEntries(
          Object.entries(record.slots).map(([name, node]) => [
            name,
            renderToString(providers(<IslandsCollector value={found}>{node}</IslandsCollector>), {
              identifierPrefix: `i${index}-${name}-`,
            }),
          ]),
        )
      : undefined;
    const props = JSON.parse(JSON.stringify(record.props)) as object;
    const html = renderToString(providers(<Component {...props} {...(slots ? { slots } : {})} />), {
      identifierPrefix: `i${index}-`,
    });
    body = body.replace(islandSlot(index), () => html);
  }
  return parse(body);
}

/** The text of an element with its whitespace collapsed (what a screen reader reads as its name). */
const textOf = (element: HTMLElement) => element.text.replace(/\s+/g, ' ').trim();
const cards = (document: HTMLElement, testId: string) => document.querySelectorAll(`[data-testid="${testId}"]`);
const titleOf = (card: HTMLElement) => textOf(card.querySelector('h3')!);

const fileDocument = (id: number, kind: string, overrides: Partial<DocumentFields> = {}): DocumentFields => ({
  downloadUrl: `/api/${kind}/${id}/download`,
  file: { name: `file-${id}.pdf`, format: 'pdf', size: 1_258_291 },
  externalUrl: null,
  external: false,
  membersOnly: false,
  downloads: 0,
  ...overrides,
});

function report(id: number, overrides: Partial<MarketReport> = {}): MarketReport {
  return {
    id,
    title: `Report ${id}`,
    description: `About topic ${id}`,
    category: 'general',
    publishedOn: `2026-0${id}-01`,
    featured: false,
    thumbnail: null,
    lang: 'en',
    ...fileDocument(id, 'reports'),
    ...overrides,
  };
}

describe('market reports', () => {
  const reports = [
    report(1, { featured: true, downloads: 50 }),
    report(2, { downloads: 90, category: 'energy' }),
    report(3, { featured: true, downloads: 10 }),
    report(4, { featured: true, downloads: 90 }),
    report(5, { featured: true, downloads: 5, publishedOn: '2025-11-20' }),
    report(6, { downloads: 70 }),
  ];
  const ids = (list: MarketReport[]) => list.map((item) => item.id);

  it('Featured shows only featured reports, newest first, at most 3', () => {
    expect(ids(reportsForTab(reports, 'featured'))).toEqual([4, 3, 1]);
    expect(ids(reportsForTab([report(1), report(2)], 'featured'))).toEqual([]);
  });

  it('Recently Added shows the 4 newest', () => {
    expect(ids(reportsForTab(reports, 'recent'))).toEqual([6, 4, 3, 2]);
  });

  it('Most Downloaded ranks by downloads, ties newest first, at most 4', () => {
    expect(ids(reportsForTab(reports, 'mostDownloaded'))).toEqual([4, 2, 6, 1]);
  });

  it('filters by search on title and description, category and year; years come from the data', () => {
    expect(reportYears(reports)).toEqual(['2026', '2025']);
    const all = reportsForTab(reports, 'all');
    expect(ids(filterReports(all, { search: 'TOPIC 3', category: 'all', year: 'all' }))).toEqual([3]);
    expect(ids(filterReports(all, { search: '', category: 'energy', year: 'all' }))).toEqual([2]);
    expect(ids(filterReports(all, { search: '', category: 'all', year: '2025' }))).toEqual([5]);
  });

  it('renders every report with a real download link, its format and size, and the year options', async () => {
    const document = await render('/market-reports', { reports });
    const shown = cards(document, 'report-card');
    expect(shown.map(titleOf)).toEqual(['Report 6', 'Report 4', 'Report 3', 'Report 2', 'Report 1', 'Report 5']);
    const link = shown[0]!.querySelector('a[data-testid="download-link"]')!;
    expect(link.getAttribute('href')).toBe('/api/reports/6/download');
    expect(textOf(link)).toContain('Report 6');
    expect(textOf(shown[0]!)).toContain('PDF · 1.2 MB');
    expect(document.querySelectorAll('option').map((option) => option.text)).toEqual(
      expect.arrayContaining(['2026', '2025']),
    );
    // The placeholder's note (downloads "available to members soon") is gone.
    expect(document.text).not.toContain('available to members soon');
    expect(document.querySelector('button[aria-disabled="true"]')).toBeNull();
  });

  it('adds the page language to the download link on the Spanish page, with the size in Spanish', async () => {
    const document = await render('/market-reports', { reports: [report(1)] }, 'es');
    const card = cards(document, 'report-card')[0]!;
    expect(card.querySelector('a[data-testid="download-link"]')!.getAttribute('href')).toBe(
      '/api/reports/1/download?lang=es',
    );
    expect(textOf(card)).toContain('PDF · 1,2 MB');
    // An English item on the Spanish page says so.
    expect(card.querySelector('h3')!.getAttribute('lang')).toBe('en');
    expect(card.querySelector('[data-testid="english-only"]')).not.toBeNull();
  });

  it('writes a small file in bytes and a larger one with a decimal, as the admin does', async () => {
    const small = { name: 'small.pdf', format: 'pdf' as const, size: 586 };
    const mid = { name: 'mid.pdf', format: 'pdf' as const, size: 1536 };
    const document = await render('/market-reports', {
      reports: [report(1, { file: small }), report(2, { file: mid })],
    });
    // Newest first: report 2, then report 1.
    const [midCard, smallCard] = cards(document, 'report-card');
    expect(textOf(smallCard!)).toContain('PDF · 586 B');
    expect(textOf(midCard!)).toContain('PDF · 1.5 kB');
    const spanish = await render('/market-reports', { reports: [report(2, { file: mid })] }, 'es');
    expect(textOf(cards(spanish, 'report-card')[0]!)).toContain('PDF · 1,5 kB');
  });

  it('locks members-only reports, marks external ones, and has no link without a download', async () => {
    const document = await render('/market-reports', {
      reports: [
        report(1, { membersOnly: true }),
        report(2, { file: null, externalUrl: 'https://example.org/study', external: true }),
        report(3, { downloadUrl: null, file: null }),
      ],
    });
    const [none, external, locked] = cards(document, 'report-card'); // newest first
    expect(locked!.querySelector('[data-testid="members-only"]')!.text).toBe(
      text('en', 'common', 'documents.membersOnly'),
    );
    expect(textOf(locked!.querySelector('a[data-testid="download-link"]')!)).toContain(
      text('en', 'common', 'documents.signInNeeded'),
    );
    const externalLink = external!.querySelector('a[data-testid="download-link"]')!;
    expect(externalLink.getAttribute('target')).toBe('_blank');
    expect(externalLink.getAttribute('rel')).toContain('noopener');
    expect(textOf(external!)).toContain(text('en', 'common', 'documents.external'));
    expect(external!.querySelector('[data-testid="members-only"]')).toBeNull();
    expect(none!.querySelector('[data-testid="download-link"]')).toBeNull();
  });

  it('shows the empty state without data', async () => {
    const document = await render('/market-reports', {});
    expect(cards(document, 'report-card')).toHaveLength(0);
    expect(document.text).toContain(text('en', 'reports', 'results.noneTitle'));
  });

  const insight = (id: number, overrides: Partial<MarketInsight> = {}): MarketInsight => ({
    id,
    title: `Insight ${id}`,
    description: `What moved ${id}`,
    source: `Member survey ${id}`,
    category: 'general',
    change: 1,
    position: id,
    lang: 'en',
    ...overrides,
  });

  it('shows the Market Insights given, in order, with their category and signed change', async () => {
    const insights = [
      insight(7, { category: 'energy', change: 23.45 }),
      insight(2, { category: 'agriculture', change: -2.3 }),
      insight(5, { change: 0 }),
    ];
    const document = await render('/market-reports', { insights });
    expect(document.querySelector('#market-insights h2')!.text).toBe(text('en', 'reports', 'insights.title'));
    const shown = cards(document, 'insight-card');
    expect(shown.map(titleOf)).toEqual(['Insight 7', 'Insight 2', 'Insight 5']);
    const [energy, agriculture, flat] = shown;
    expect(textOf(energy!.querySelector('.fui-Badge')!)).toBe(text('en', 'reports', 'categories.energy'));
    expect(textOf(agriculture!.querySelector('.fui-Badge')!)).toBe(text('en', 'reports', 'categories.agriculture'));
    expect(textOf(energy!)).toContain('+23.45%');
    expect(textOf(agriculture!)).toContain('-2.3%');
    expect(textOf(flat!)).toContain('0%');
    expect(textOf(energy!)).toContain('What moved 7');
    expect(textOf(energy!)).toContain('Member survey 7');
    expect(textOf(energy!)).toContain(text('en', 'reports', 'insights.changeLabel'));
    // A fall is coloured apart from a rise.
    const figureClass = (card: HTMLElement) => card.querySelectorAll('p')[0]!.getAttribute('class');
    expect(figureClass(agriculture!)).not.toBe(figureClass(energy!));
    expect(figureClass(flat!)).toBe(figureClass(energy!));
  });

  it('writes the change the Spanish way and marks an English insight on the Spanish page', async () => {
    const document = await render(
      '/market-reports',
      {
        insights: [
          insight(1, {
            title: 'Pagos digitales',
            description: 'Crecen.',
            source: 'Encuesta',
            change: 17.1,
            lang: 'es',
          }),
          insight(2),
        ],
      },
      'es',
    );
    const [spanish, english] = cards(document, 'insight-card');
    expect(textOf(spanish!)).toContain('+17,1');
    expect(spanish!.querySelector('[lang]')).toBeNull();
    expect(spanish!.querySelector('[data-testid="english-only"]')).toBeNull();
    expect(english!.querySelector('h3')!.getAttribute('lang')).toBe('en');
    expect(english!.querySelector('[data-testid="english-only"]')).not.toBeNull();
  });

  it('has no Market Insights section without insights', async () => {
    for (const data of [{}, { insights: [] }] satisfies PageData[]) {
      const document = await render('/market-reports', data);
      expect(document.querySelector('#market-insights')).toBeNull();
      expect(document.text).not.toContain(text('en', 'reports', 'insights.title'));
      // The rest of the page is still there.
      expect(document.querySelector('#custom-report')).not.toBeNull();
    }
  });
});

function guide(id: number, overrides: Partial<InvestmentGuide> = {}): InvestmentGuide {
  return {
    id,
    kind: 'country',
    title: `Guide ${id}`,
    description: `Investing in place ${id}`,
    region: 'nordic',
    category: null,
    pages: 40 + id,
    updatedOn: `2026-0${id}-15`,
    cover: null,
    lang: 'en',
    ...fileDocument(id, 'guides'),
    ...overrides,
  };
}

const tool = (id: number, url: string | null): InvestmentTool => ({
  id,
  title: `Tool ${id}`,
  description: `Does thing ${id}`,
  url,
  position: id,
  lang: 'en',
});

function event(id: number, overrides: Partial<ChamberEvent> = {}): ChamberEvent {
  return {
    id,
    title: `Event ${id}`,
    description: 'An event',
    location: 'Online',
    eventType: 'virtual',
    date: `2099-0${id}-10T14:00:00.000Z`,
    endDate: null,
    image: null,
    imageAlt: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Stockholm',
    region: null,
    registrationMode: 'none',
    capacity: null,
    waitlist: false,
    membersOnly: false,
    registrationOpensAt: null,
    registrationClosesAt: null,
    placesLeft: null,
    lang: 'en',
    ...overrides,
  };
}

describe('investment guides', () => {
  const data: PageData = {
    guides: [
      guide(1),
      guide(2, { region: 'baltic', membersOnly: true }),
      guide(3, { kind: 'market-entry', region: null, category: 'tax', title: 'Transfer pricing' }),
    ],
    tools: [tool(1, 'https://tools.example.org/calculator'), tool(2, null)],
    // The server reads the soonest upcoming online events; the page lists them as it gets them.
    webinars: [event(1), event(4), event(5, { eventType: 'hybrid' }), event(6)],
  };

  it('lists the country guides in the first tab and the market-entry guides in the second', async () => {
    const document = await render('/investment-guides', data);
    expect(cards(document, 'guide-card').map(titleOf)).toEqual(['Guide 2', 'Guide 1']);
    const entry = cards(document, 'market-entry-guide');
    expect(entry.map(titleOf)).toEqual(['Transfer pricing']);
    expect(entry[0]!.querySelector('a[data-testid="download-link"]')!.getAttribute('href')).toBe(
      '/api/guides/3/download',
    );
    const locked = cards(document, 'guide-card')[0]!;
    expect(locked.querySelector('[data-testid="members-only"]')).not.toBeNull();
    // The entry modes stay.
    expect(document.text).toContain(text('en', 'guides', 'marketEntry.modes.export.title'));
  });

  it('links Launch Tool to the tool in a new tab, and a tool without a url to an enquiry about it', async () => {
    const document = await render('/investment-guides', data);
    const [withUrl, withoutUrl] = cards(document, 'tool-card');
    const launch = withUrl!.querySelector('a')!;
    expect(withUrl!.querySelectorAll('a')).toHaveLength(1);
    expect(launch.getAttribute('href')).toBe('https://tools.example.org/calculator');
    expect(launch.getAttribute('target')).toBe('_blank');
    expect(launch.getAttribute('rel')).toContain('noopener');
    expect(textOf(launch)).toContain(text('en', 'guides', 'tools.launch'));
    expect(textOf(launch)).toContain('Tool 1');
    expect(textOf(withUrl!)).not.toContain(text('en', 'guides', 'tools.ask'));
    // No Launch Tool without an address: the card asks the chamber about the tool instead.
    const links = withoutUrl!.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const ask = links[0]!;
    expect(ask.getAttribute('href')).toBe('/contact?inquiryType=other&tool=Tool+2#contact-form');
    expect(ask.hasAttribute('target')).toBe(false);
    expect(textOf(ask)).toBe(`${text('en', 'guides', 'tools.ask')}: Tool 2`);
    expect(textOf(withoutUrl!)).not.toContain(text('en', 'guides', 'tools.launch'));
  });

  it.each(['es', 'sv'] as const)(
    'words the enquiry about a tool in %s and keeps the page language',
    async (language) => {
      const document = await render('/investment-guides', data, language);
      const ask = cards(document, 'tool-card')[1]!.querySelector('a')!;
      expect(ask.getAttribute('href')).toBe(`/${language}/contact?inquiryType=other&tool=Tool+2#contact-form`);
      expect(textOf(ask)).toContain(text(language, 'guides', 'tools.ask'));
      expect(text(language, 'guides', 'tools.ask')).not.toBe(text('en', 'guides', 'tools.ask'));
    },
  );

  it('lists the webinars the server read, linking to their pages', async () => {
    const document = await render('/investment-guides', data, 'sv');
    const webinars = cards(document, 'webinar');
    expect(webinars.map(titleOf)).toEqual(['Event 1', 'Event 4', 'Event 5', 'Event 6']);
    expect(webinars[0]!.querySelector('h3 a')!.getAttribute('href')).toBe('/sv/events/1');
    // Webinars link to their event pages: no "Register interest" through the contact form.
    expect(document.text).not.toContain('Anmäl intresse');
  });

  it('shows the empty states without data', async () => {
    const document = await render('/investment-guides', {});
    expect(document.text).toContain(text('en', 'guides', 'list.noneTitle'));
    expect(document.text).toContain(text('en', 'guides', 'marketEntry.noneTitle'));
    expect(document.text).toContain(text('en', 'guides', 'tools.noneTitle'));
    expect(document.text).toContain(text('en', 'guides', 'webinars.noneTitle'));
  });
});

function publication(id: number, overrides: Partial<Publication> = {}): Publication {
  return {
    id,
    type: 'research-paper',
    title: `Paper ${id}`,
    abstract: `Findings ${id}`,
    authors: ['Ana Ruiz', 'Erik Berg'],
    publishedOn: `2026-0${id}-01`,
    upcoming: false,
    pages: 20,
    journal: null,
    journalIssue: null,
    themes: [],
    cover: null,
    lang: 'en',
    ...fileDocument(id, 'publications'),
    ...overrides,
  };
}

describe('publications', () => {
  const publications = [
    publication(1, { themes: ['digital-economy'] }),
    publication(2, { type: 'policy-brief', authors: ['Kadri Tamm'] }),
    publication(3, {
      type: 'journal-article',
      journal: 'Nordic Review of International Trade',
      journalIssue: '60(5), 781–806',
      themes: ['digital-economy'],
    }),
    publication(4, { upcoming: true, publishedOn: '2027-02-01', downloadUrl: null, file: null }),
    publication(5, { type: 'white-paper' }),
  ];
  const ids = (list: Publication[]) => list.map((item) => item.id);

  it('computes the tabs from the data', () => {
    expect(ids(publicationsForTab(publications, 'all'))).toEqual([5, 2, 1]);
    expect(ids(publicationsForTab(publications, 'research'))).toEqual([5, 1]);
    expect(ids(publicationsForTab(publications, 'journal'))).toEqual([3]);
    expect(ids(publicationsForTab(publications, 'upcoming'))).toEqual([4]);
  });

  it('searches title, abstract and authors', () => {
    expect(ids(searchPublications(publications, 'tamm'))).toEqual([2]);
    expect(ids(searchPublications(publications, 'findings 5'))).toEqual([5]);
    expect(ids(searchPublications(publications, 'PAPER 1'))).toEqual([1]);
  });

  it('renders the All tab with download links, the collections and a working subscribe form', async () => {
    const document = await render('/publications', { publications }, 'es');
    const shown = cards(document, 'publication-card');
    expect(shown.map(titleOf)).toEqual(['Paper 5', 'Paper 2', 'Paper 1']);
    expect(shown[0]!.querySelector('a[data-testid="download-link"]')!.getAttribute('href')).toBe(
      '/api/publications/5/download?lang=es',
    );
    expect(textOf(shown[1]!)).toContain('Kadri Tamm');

    const collections = cards(document, 'collection-card');
    expect(collections).toHaveLength(3);
    const digital = collections[1]!;
    const items = digital.querySelectorAll('[data-testid="collection-item"]');
    expect(items.map(textOf)).toEqual([`Paper 3 (${text('es', 'publications', 'tabs.journal')})`, 'Paper 1']);
    const anchor = items[1]!.querySelector('a')!.getAttribute('href')!;
    expect(document.querySelector(anchor)).not.toBeNull();

    const subscribe = document.querySelector('#subscribe form')!;
    expect(subscribe.querySelector('button[type="submit"]')!.getAttribute('disabled')).toBeUndefined();
    expect(subscribe.querySelector('button[aria-disabled="true"]')).toBeNull();
    // The placeholder's note (subscriptions "open soon") is gone.
    expect(document.text).not.toContain('se abrirá próximamente');
  });

  it('shows the empty state without data', async () => {
    const document = await render('/publications', {});
    expect(cards(document, 'publication-card')).toHaveLength(0);
    expect(document.text).toContain(text('en', 'publications', 'library.noneTitle'));
  });
});

describe('team', () => {
  const team: TeamMember[] = [
    {
      id: 7,
      name: 'Isabel Navarro Ruiz',
      role: 'Presidenta',
      bio: 'Dirige la cámara.',
      office: 'Madrid',
      photo: null,
      linkedin: null,
      position: 1,
      lang: 'es',
    },
    {
      id: 3,
      name: 'Erik Lindqvist',
      role: 'Vice President',
      bio: 'Leads the Nordic office.',
      office: null,
      photo: '/api/images/12',
      linkedin: 'https://www.linkedin.com/in/erik',
      position: 2,
      lang: 'en',
    },
  ];

  it('renders a card per member in the order given, with initials for a missing photo', async () => {
    const document = await render('/team', { team }, 'es');
    const [isabel, erik] = cards(document, 'team-card');
    expect(isabel!.querySelector('h3')!.text).toBe('Isabel Navarro Ruiz');
    expect(isabel!.querySelector('[data-testid="team-initials"]')!.text).toBe('IR');
    expect(isabel!.querySelector('img')).toBeNull();
    expect(textOf(isabel!)).toContain('Madrid');
    expect(isabel!.querySelector('a')).toBeNull();
    expect(erik!.querySelector('img')!.getAttribute('src')).toBe('/api/images/12');
    expect(erik!.querySelector('a')!.getAttribute('href')).toBe('https://www.linkedin.com/in/erik');
    // The English texts on the Spanish page are marked as English.
    expect(erik!.querySelector('p[lang="en"]')!.text).toBe('Vice President');
    expect(isabel!.querySelector('p[lang]')).toBeNull();
  });

  it('shows the empty state without data', async () => {
    const document = await render('/team', {});
    expect(cards(document, 'team-card')).toHaveLength(0);
    expect(document.text).toContain(text('en', 'team', 'section.noneTitle'));
  });
});

describe('members-only page', () => {
  it('keeps only a same-site download path as next', () => {
    expect(downloadNext('?next=%2Fapi%2Freports%2F3%2Fdownload')).toBe('/api/reports/3/download');
    expect(downloadNext('?next=/api/guides/3/download?lang=es')).toBe('/api/guides/3/download?lang=es');
    expect(downloadNext('?next=https%3A%2F%2Fevil.example%2Fapi%2Freports%2F3%2Fdownload')).toBeNull();
    expect(downloadNext('?next=%2F%2Fevil.example%2Fapi%2Fx%2Fdownload')).toBeNull();
    expect(downloadNext('?next=/api/reports/3')).toBeNull();
    expect(downloadNext('?next=/members/3/download')).toBeNull();
    expect(downloadNext('?next=/api/x?y=/download')).toBeNull();
    expect(downloadNext('')).toBeNull();
    expect(documentPageOf('/api/publications/2/download')?.path).toBe('/publications');
  });

  it('signs in back to the download, in the page language, and links to the application and the list', async () => {
    const document = await render('/members-only', {}, 'es', '?next=%2Fapi%2Freports%2F3%2Fdownload');
    expect(document.querySelector('h1')!.text).toBe(text('es', 'members-only', 'hero.title'));
    expect(document.querySelector('[data-testid="members-only-sign-in"]')!.getAttribute('href')).toBe(
      '/auth?next=%2Fapi%2Freports%2F3%2Fdownload&lang=es',
    );
    const card = document.querySelector('[data-testid="members-only-card"]')!;
    expect(card.querySelectorAll('a').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/es/membership/apply', '/es/market-reports']),
    );
  });

  it.each([['?next=https%3A%2F%2Fevil.example%2Fdownload'], ['?next=%2Fnews'], ['']])(
    'drops a next that is not a download of this site (%s)',
    async (search) => {
      const document = await render('/members-only', {}, 'en', search);
      expect(document.querySelector('[data-testid="members-only-sign-in"]')!.getAttribute('href')).toBe(
        '/auth?lang=en',
      );
      expect(document.querySelector('[data-testid="members-only-back"]')!.getAttribute('href')).toBe('/');
    },
  );
});
