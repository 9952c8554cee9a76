import type { ChamberEvent, Member, NewsArticle } from '../../../../shared/entities';
import type { PageData } from '../../../../shared/page-rendering';
import type { DocumentFields, Publication } from '../../../../shared/resources';

// What the site's stylesheet is rendered from, besides every page without data: a few records of
// each kind in the variants that show different parts (a logo or the initials, places left or a
// waiting list, an upcoming or a past event, a file, an address elsewhere or a members-only
// document), so that a page of real records finds its rules in the stylesheet. Only which parts
// render matters, not what they say. A part these do not show still works: its page then carries
// all of its CSS itself (the pages test names any page of the sample content that does).

const DAY = 86_400_000;

const member = (id: number, variant: Partial<Member> = {}): Member => ({
  id,
  name: `Sample ${id}`,
  logo: null,
  logoAlt: null,
  location: 'Stockholm, Sweden',
  description: 'A sample member.',
  industry: 'energy',
  region: 'nordic',
  website: null,
  featured: false,
  contact: null,
  businessType: null,
  lang: 'en',
  ...variant,
});

const event = (id: number, startsInDays: number, now: number, variant: Partial<ChamberEvent> = {}): ChamberEvent => ({
  id,
  title: `Sample event ${id}`,
  description: 'A sample event.',
  location: 'Online',
  eventType: 'in-person',
  date: new Date(now + startsInDays * DAY).toISOString(),
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
  ...variant,
});

const article = (id: number, now: number, variant: Partial<NewsArticle> = {}): NewsArticle => ({
  id,
  title: `Sample article ${id}`,
  content: 'A **sample** article.\n\n- with a list\n\n[and a link](https://example.org)',
  excerpt: 'A sample article.',
  category: 'trade',
  publishDate: new Date(now - id * DAY).toISOString(),
  featured: false,
  image: null,
  imageAlt: null,
  lang: 'en',
  ...variant,
});

/** A document's file fields: an uploaded file, an address elsewhere, or a members-only file. */
const documents: DocumentFields[] = [
  {
    downloadUrl: '/api/reports/1/download',
    file: { name: 'sample.pdf', format: 'pdf', size: 120_000 },
    externalUrl: null,
    external: false,
    membersOnly: false,
    downloads: 12,
  },
  {
    downloadUrl: '/api/reports/2/download',
    file: null,
    externalUrl: 'https://example.org/report',
    external: true,
    membersOnly: false,
    downloads: 0,
  },
  {
    downloadUrl: '/api/reports/3/download',
    file: { name: 'members.xlsx', format: 'xlsx', size: 40_000 },
    externalUrl: null,
    external: false,
    membersOnly: true,
    downloads: 3,
  },
];

const publication = (id: number, fields: DocumentFields, variant: Partial<Publication>): Publication => ({
  ...fields,
  id,
  type: 'research-paper',
  title: `Sample publication ${id}`,
  abstract: 'A sample publication.',
  authors: ['A. Author', 'B. Author'],
  publishedOn: '2026-01-15',
  upcoming: false,
  pages: 24,
  journal: null,
  journalIssue: null,
  themes: ['sustainable-trade'],
  cover: null,
  lang: 'en',
  ...variant,
});

/** Records of every kind the pages list, read relative to `now` (upcoming and past events). */
export function sampleData(now: number): PageData {
  const members = [
    member(1, { featured: true, logo: '/images/sample.png', logoAlt: 'Logo', website: 'https://example.org' }),
    member(2, { contact: { name: 'A. Person', email: 'a@example.org', phone: '+46 8 000 00 00' } }),
    member(3, { businessType: 'exporter', region: 'ibero-america', industry: 'technology' }),
  ];
  const upcoming = [
    event(1, 10, now, {
      featured: true,
      image: '/images/sample.png',
      imageAlt: 'Image',
      eventType: 'hybrid',
      registrationMode: 'internal',
      capacity: 50,
      placesLeft: 12,
      endDate: new Date(now + 11 * DAY).toISOString(),
    }),
    event(2, 20, now, {
      eventType: 'virtual',
      registrationMode: 'internal',
      capacity: 10,
      placesLeft: 0,
      waitlist: true,
    }),
    event(3, 30, now, { registrationMode: 'external', registrationLink: 'https://example.org/register' }),
    event(4, 40, now, {
      registrationMode: 'internal',
      membersOnly: true,
      registrationOpensAt: new Date(now + DAY).toISOString(),
    }),
    event(5, 50, now, { registrationMode: 'internal', capacity: 10, placesLeft: 0 }),
  ];
  const past = [event(6, -10, now), event(7, -40, now, { eventType: 'virtual' })];
  const news = [
    article(1, now, { featured: true, image: '/images/sample.png', imageAlt: 'Image' }),
    article(2, now, { category: 'events' }),
    article(3, now, { category: 'members' }),
  ];
  const position = { position: 1 };
  return {
    members,
    events: upcoming,
    webinars: upcoming.filter((item) => item.eventType !== 'in-person'),
    news,
    featuredNews: news.slice(0, 1),
    archive: { items: news, total: 40, page: 2, pageSize: 8, categories: ['trade', 'events', 'members'] },
    memberList: {
      items: members,
      total: 80,
      page: 2,
      pageSize: 24,
      filters: { search: 'sample', industry: null, region: null },
      options: { industries: ['energy', 'technology'], regions: ['nordic', 'ibero-america'] },
    },
    directory: {
      items: members,
      total: 30,
      page: 2,
      pageSize: 6,
      filters: { search: 'sample', region: null, industry: null, type: null },
    },
    eventList: {
      items: upcoming,
      total: 60,
      page: 2,
      pageSize: 24,
      filters: { search: 'sample', eventType: null },
      view: 'grid',
      types: ['in-person', 'virtual', 'hybrid'],
      past,
      nextEndAt: null,
    },
    reports: documents.map((fields, index) => ({
      ...fields,
      id: index + 1,
      title: `Sample report ${index + 1}`,
      description: 'A sample report.',
      category: index === 0 ? 'energy' : 'general',
      publishedOn: '2026-01-15',
      featured: index === 0,
      thumbnail: index === 0 ? '/images/sample.png' : null,
      lang: 'en',
    })),
    insights: [
      {
        id: 1,
        title: 'Up',
        description: 'A rise.',
        source: 'Sample',
        category: 'energy',
        change: 4.2,
        ...position,
        lang: 'en',
      },
      {
        id: 2,
        title: 'Down',
        description: 'A fall.',
        source: 'Sample',
        category: 'finance',
        change: -1.5,
        position: 2,
        lang: 'en',
      },
    ],
    guides: documents.map((fields, index) => ({
      ...fields,
      id: index + 1,
      kind: index === 0 ? 'country' : 'market-entry',
      title: `Sample guide ${index + 1}`,
      description: 'A sample guide.',
      region: index === 0 ? 'nordic' : null,
      category: index === 0 ? null : 'legal',
      pages: 30,
      updatedOn: '2026-01-15',
      cover: index === 0 ? '/images/sample.png' : null,
      lang: 'en',
    })),
    tools: [
      { id: 1, title: 'Sample tool', description: 'A tool.', url: 'https://example.org/tool', ...position, lang: 'en' },
      { id: 2, title: 'Coming tool', description: 'Not yet.', url: null, position: 2, lang: 'en' },
    ],
    publications: [
      publication(1, documents[0]!, { cover: '/images/sample.png' }),
      publication(2, documents[1]!, { type: 'journal-article', journal: 'Journal', journalIssue: '3 (2026)' }),
      publication(3, documents[2]!, { type: 'policy-brief', upcoming: true, themes: ['digital-economy'] }),
    ],
    team: [
      {
        id: 1,
        name: 'A. Person',
        role: 'Director',
        bio: 'Leads the chamber.',
        office: 'Stockholm',
        photo: '/images/sample.png',
        linkedin: 'https://www.linkedin.com/in/sample',
        ...position,
        lang: 'en',
      },
      {
        id: 2,
        name: 'B. Person',
        role: 'Adviser',
        bio: 'Advises.',
        office: null,
        photo: null,
        linkedin: null,
        position: 2,
        lang: 'en',
      },
    ],
    agreements: [
      {
        id: 1,
        title: 'In force',
        description: 'An agreement.',
        status: 'in-force',
        year: 2020,
        ...position,
        lang: 'en',
      },
      {
        id: 2,
        title: 'Pending',
        description: 'Another.',
        status: 'pending-ratification',
        year: null,
        position: 2,
        lang: 'en',
      },
      {
        id: 3,
        title: 'Concluded',
        description: 'A third.',
        status: 'concluded-not-in-force',
        year: 2024,
        position: 3,
        lang: 'en',
      },
      { id: 4, title: 'Various', description: 'A fourth.', status: 'various', year: null, position: 4, lang: 'en' },
    ],
    regulatoryUpdates: [
      { id: 1, title: 'Update', description: 'A change.', region: 'nordic', publishedOn: '2026-01-15', lang: 'en' },
    ],
    tariffs: [
      {
        id: 1,
        title: 'Coffee',
        hsCode: '0901',
        euMfn: 7.5,
        euPreferential: 0,
        mercosurCet: 10,
        ...position,
        lang: 'en',
      },
    ],
    complianceSectors: [
      {
        id: 1,
        title: 'Food',
        requirements: 'Labels.',
        certification: 'CE',
        leadTimeMinWeeks: 4,
        leadTimeMaxWeeks: 8,
        ...position,
        lang: 'en',
      },
    ],
    offices: [
      {
        id: 1,
        city: 'Stockholm',
        country: 'Sweden',
        region: 'nordic',
        street: 'Street 1',
        postalCode: '111 11',
        phone: '+46 8 000 00 00',
        email: 'office@example.org',
        membershipEmail: 'join@example.org',
        headquarters: true,
        ...position,
        lang: 'en',
      },
      {
        id: 2,
        city: 'Madrid',
        country: 'Spain',
        region: 'ibero-america',
        street: 'Calle 1',
        postalCode: '28001',
        phone: '+34 91 000 00 00',
        email: 'madrid@example.org',
        membershipEmail: null,
        headquarters: false,
        position: 2,
        lang: 'en',
      },
    ],
    member: members[0],
    event: upcoming[0],
    article: news[0],
    sessionLifetime: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  };
}
