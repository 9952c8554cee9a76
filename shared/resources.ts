import type { Language } from './constants';
import type { AuditEntity, BusinessType, Industry, ManagedFields, Member, Page, Region } from './entities';

// The staff-editable resources of the public site: market reports and their Market Insights
// figures, investment guides and tools, publications, the team, the chamber's offices, trade
// agreements, the tariff and sector compliance tables and the regulatory updates log. Each is a collection
// staff manage like members, events and news (versioned, soft-deleted, translated, audited); the
// documents among them carry a file or an external address and count their downloads.

/** The collections, by the path segment of their routes (`/api/<kind>`, `/api/admin/<kind>`). */
export const RESOURCE_KINDS = [
  'reports',
  'guides',
  'tools',
  'publications',
  'team',
  'agreements',
  'regulatory-updates',
  'insights',
  'tariffs',
  'compliance-sectors',
  'offices',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** How the audit trail names an item of each collection. */
export const RESOURCE_AUDIT_ENTITIES = {
  reports: 'report',
  guides: 'guide',
  tools: 'tool',
  publications: 'publication',
  team: 'team-member',
  agreements: 'agreement',
  'regulatory-updates': 'regulatory-update',
  insights: 'insight',
  tariffs: 'tariff',
  'compliance-sectors': 'compliance-sector',
  offices: 'office',
} as const satisfies Record<ResourceKind, AuditEntity>;

/** The collection an audit entity names, if it is one. */
export function resourceKindOf(entity: AuditEntity): ResourceKind | undefined {
  return RESOURCE_KINDS.find((kind) => RESOURCE_AUDIT_ENTITIES[kind] === entity);
}

/** The collections whose items are documents to download. */
export const DOCUMENT_KINDS = ['reports', 'guides', 'publications'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

// ---- files ----

/** The file formats a document may be uploaded in, recognised from the file's bytes. */
export const RESOURCE_FILE_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'csv', 'zip'] as const;
export type ResourceFileFormat = (typeof RESOURCE_FILE_FORMATS)[number];

/** The Content-Type each format is sent with. */
export const RESOURCE_FILE_CONTENT_TYPES: Record<ResourceFileFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

/** The largest document file staff may upload. */
export const RESOURCE_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** An uploaded document file as the server describes it. */
export interface ResourceFile {
  id: number;
  /** The name it was uploaded with (shown, and offered when it is downloaded). */
  name: string;
  format: ResourceFileFormat;
  /** Bytes. */
  size: number;
}

/** What every document carries besides its own fields. */
export interface DocumentFields {
  /**
   * Where its Download button leads: the download route, which counts the download and sends the
   * file or forwards to the external address. Null when the item has neither.
   */
  downloadUrl: string | null;
  /** The uploaded file (null when the document is an external address or has nothing yet). */
  file: Omit<ResourceFile, 'id'> | null;
  /**
   * An address elsewhere, used when no file is uploaded. Null in the public lists for a members-only
   * document: its address would open it to anyone; the download route forwards members to it.
   */
  externalUrl: string | null;
  /** Whether the download leads to an address elsewhere (opens in a new tab), members-only or not. */
  external: boolean;
  /** Downloading needs a signed-in member or staff account; the lists show it with a lock. */
  membersOnly: boolean;
  /** How many times it was downloaded (ranks the Most Downloaded tab). */
  downloads: number;
}

/** The public address that downloads a document (counted). */
export const downloadPath = (kind: DocumentKind, id: number) => `/api/${kind}/${id}/download`;

/** The page a visitor without a member account is sent to from a members-only download. */
export const MEMBERS_ONLY_PATH = '/members-only';

// ---- market reports ----

export const REPORT_CATEGORIES = ['general', 'energy', 'finance', 'agriculture', 'technology'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export interface MarketReport extends DocumentFields {
  id: number;
  title: string;
  description: string;
  category: ReportCategory;
  /** Publication day, 'yyyy-MM-dd'. */
  publishedOn: string;
  /** Shown in the Featured tab. */
  featured: boolean;
  /** Thumbnail image location (as the other content images). */
  thumbnail: string | null;
  lang: Language;
}

/** A Market Insights card: a headline figure (percentage change on the previous year) per theme. */
export interface MarketInsight {
  id: number;
  title: string;
  /** What the figure shows and why it moved. */
  description: string;
  /** Where the figure comes from ("Member survey, 2025"). */
  source: string;
  /** The report category it belongs to (its colour and label on the card). */
  category: ReportCategory;
  /** Change on the previous year, in percent (negative: a fall). */
  change: number;
  position: number;
  lang: Language;
}

// ---- investment guides and tools ----

/** A country investment guide (the first tab) or a market-entry guide (the second). */
export const GUIDE_KINDS = ['country', 'market-entry'] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

/** Categories of the market-entry guides. */
export const MARKET_ENTRY_CATEGORIES = ['legal', 'tax', 'distribution', 'talent', 'financing', 'culture'] as const;
export type MarketEntryCategory = (typeof MARKET_ENTRY_CATEGORIES)[number];

export interface InvestmentGuide extends DocumentFields {
  id: number;
  kind: GuideKind;
  title: string;
  description: string;
  /** Country guides: the region it covers. */
  region: Region | null;
  /** Market-entry guides: their topic. */
  category: MarketEntryCategory | null;
  pages: number | null;
  /** Last revised, 'yyyy-MM-dd'. */
  updatedOn: string;
  cover: string | null;
  lang: Language;
}

/** A tool of the Investment Tools tab: its Launch Tool button opens `url` (no button without one). */
export interface InvestmentTool {
  id: number;
  title: string;
  description: string;
  url: string | null;
  /** Place on the page, smallest first. */
  position: number;
  lang: Language;
}

// ---- publications ----

/** Publication types; a journal article also names its journal and issue. */
export const PUBLICATION_TYPES = [
  'research-paper',
  'white-paper',
  'report',
  'policy-brief',
  'case-study',
  'journal-article',
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** The types the Research Papers tab shows: Research Paper, White Paper or Report. */
export const RESEARCH_TYPES: readonly PublicationType[] = ['research-paper', 'white-paper', 'report'];

/** The themed collections the page features; a publication may belong to several. */
export const PUBLICATION_THEMES = ['sustainable-trade', 'digital-economy', 'growing-abroad'] as const;
export type PublicationTheme = (typeof PUBLICATION_THEMES)[number];

export interface Publication extends DocumentFields {
  id: number;
  type: PublicationType;
  title: string;
  abstract: string;
  /** Proper names, in order. */
  authors: string[];
  /** Publication day 'yyyy-MM-dd'; for an upcoming one, the day it is expected. */
  publishedOn: string;
  /** In preparation: listed under Upcoming only. */
  upcoming: boolean;
  pages: number | null;
  /** Journal articles: the journal's name and the issue and pages (`60(5), 781–806`). */
  journal: string | null;
  journalIssue: string | null;
  themes: PublicationTheme[];
  cover: string | null;
  lang: Language;
}

// ---- team ----

export interface TeamMember {
  id: number;
  /** A proper name: the same in every language. */
  name: string;
  role: string;
  bio: string;
  /** The office they work from (a city). */
  office: string | null;
  photo: string | null;
  linkedin: string | null;
  position: number;
  lang: Language;
}

// ---- offices ----

/**
 * An office of the chamber. The headquarters (one office marked so) heads the contact details with
 * its address, phone and mailboxes; the others are the regional offices, each serving its region.
 */
export interface Office {
  id: number;
  /** City and country, translated (Ciudad de México, Estocolmo). */
  city: string;
  country: string;
  /** The region a regional office serves (its card's title). */
  region: Region;
  /** The street address as written locally: a proper name, not translated. */
  street: string;
  postalCode: string;
  phone: string;
  /** Its mailbox; at the headquarters, the general enquiries mailbox. */
  email: string;
  /** At the headquarters: the membership and partnerships mailbox (null: none shown). */
  membershipEmail: string | null;
  headquarters: boolean;
  position: number;
  lang: Language;
}

// ---- trade regulations ----

export const AGREEMENT_STATUSES = ['pending-ratification', 'in-force', 'concluded-not-in-force', 'various'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export interface TradeAgreement {
  id: number;
  title: string;
  description: string;
  status: AgreementStatus;
  /** The year of the latest milestone; null for a group of treaties. */
  year: number | null;
  position: number;
  lang: Language;
}

/** A row of the indicative tariff table: ad valorem import duties, in percent of the customs value. */
export interface TariffRow {
  id: number;
  /** The product, translated. */
  title: string;
  /** Harmonized System heading or subheading (`0804.40`). */
  hsCode: string;
  /** EU common external tariff (MFN), applied by the Nordic EU members and the Baltic states. */
  euMfn: number;
  /** EU preferential duty for originating goods under its agreements with Latin American partners. */
  euPreferential: number;
  /** Mercosur common external tariff. */
  mercosurCet: number;
  position: number;
  lang: Language;
}

/** A row of the sector compliance table. */
export interface ComplianceSector {
  id: number;
  /** The sector's name. */
  title: string;
  /** The key rules a product of the sector must meet. */
  requirements: string;
  /** The certificates and markings it needs. */
  certification: string;
  /** Typical time to obtain the conformity documents, in weeks (min ≤ max). */
  leadTimeMinWeeks: number;
  leadTimeMaxWeeks: number;
  position: number;
  lang: Language;
}

/** A dated entry of the regulatory updates log; publishing one mails that region's subscribers. */
export interface RegulatoryUpdate {
  id: number;
  title: string;
  description: string;
  region: Region;
  /** 'yyyy-MM-dd'. */
  publishedOn: string;
  lang: Language;
}

// ---- as staff see them ----

/** A document as staff see it: the file with its id (to keep it on save). */
type ManagedDocument<T extends DocumentFields> = Omit<T, 'file'> & ManagedFields & { file: ResourceFile | null };

export type ManagedReport = ManagedDocument<MarketReport>;
export type ManagedGuide = ManagedDocument<InvestmentGuide>;
export type ManagedPublication = ManagedDocument<Publication>;
export type ManagedTool = InvestmentTool & ManagedFields;
export type ManagedTeamMember = TeamMember & ManagedFields;
export type ManagedAgreement = TradeAgreement & ManagedFields;
export type ManagedInsight = MarketInsight & ManagedFields;
export type ManagedTariffRow = TariffRow & ManagedFields;
export type ManagedComplianceSector = ComplianceSector & ManagedFields;
export type ManagedOffice = Office & ManagedFields;
/** Staff also see when the update was mailed to its subscribers (null: not yet). */
export type ManagedRegulatoryUpdate = RegulatoryUpdate & ManagedFields & { mailedAt: string | null };

// ---- business directory ----

/** Companies per page of the business directory. */
export const DIRECTORY_PAGE_SIZE = 6;

/** The directory's filters as the page's query string gives them (null: All). */
export interface DirectoryFilters {
  search: string;
  region: Region | null;
  industry: Industry | null;
  type: BusinessType | null;
}

/** One page of the business directory: the published, not hidden member companies that match. */
export interface DirectoryPage extends Page<Member> {
  filters: DirectoryFilters;
}
