import type { Language } from './constants';
import type {
  ChamberEvent,
  EventListPage,
  Member,
  MemberListPage,
  NewsArchivePage,
  NewsArticle,
  SiteSettings,
} from './entities';
import type {
  ComplianceSector,
  DirectoryPage,
  InvestmentGuide,
  InvestmentTool,
  MarketInsight,
  MarketReport,
  Office,
  Publication,
  RegulatoryUpdate,
  TariffRow,
  TeamMember,
  TradeAgreement,
} from './resources';
import type { PageRoute } from './routes';

// The contract between the server and the web app's page renderer (apps/web/src/render), in types
// only: the server, which never imports the web app's code, loads the renderer at run time.

/** The data the server read for a page, in-process, from the same services as the API. */
export interface PageData {
  /** The first members (the home page features them). */
  members?: Member[];
  /** The first upcoming events (the home page's), soonest first. */
  events?: ChamberEvent[];
  /** The first upcoming online events (virtual or hybrid), soonest first: /investment-guides lists them. */
  webinars?: ChamberEvent[];
  /** The latest articles (the home page's). */
  news?: NewsArticle[];
  /** On /news, the featured articles it shows on top. */
  featuredNews?: NewsArticle[];
  /** The record of a detail page. */
  member?: Member;
  event?: ChamberEvent;
  article?: NewsArticle;
  /** The news archive page the request asked for (`/news?page=&search=&category=`). */
  archive?: NewsArchivePage;
  /** The staff-editable resources, public items only, in the page's language. */
  reports?: MarketReport[];
  guides?: InvestmentGuide[];
  tools?: InvestmentTool[];
  publications?: Publication[];
  team?: TeamMember[];
  agreements?: TradeAgreement[];
  regulatoryUpdates?: RegulatoryUpdate[];
  insights?: MarketInsight[];
  tariffs?: TariffRow[];
  complianceSectors?: ComplianceSector[];
  /** The chamber's offices, the headquarters among them. */
  offices?: Office[];
  /** The page of the member list the request asked for (`/members?page=&search=&industry=&region=`). */
  memberList?: MemberListPage;
  /** The business directory page the request asked for (`/business-directory?page=&region=&…`). */
  directory?: DirectoryPage;
  /** The page of the upcoming events the request asked for (`/events?page=&search=&eventType=&view=`). */
  eventList?: EventListPage;
  /** On /cookies: how long a session lasts, as this server is configured (the Cookie Policy says it). */
  sessionLifetime?: { idleMs: number; absoluteMs: number };
}

/** Every language's strings, by namespace, English merged under each (read from the locale files). */
export type SiteStrings = Record<Language, Record<string, StringTree>>;

/** A namespace's strings: nested objects of strings. */
export type StringTree = { [key: string]: string | StringTree };

/** The built browser files the pages link to (from the build's manifest). */
export interface ClientAssets {
  /** The islands script (apps/web/src/islands/client.ts). */
  entry: string;
  /** The files to preload: the entry's own and those of the named islands (which hydrate at load). */
  preloads(islands: readonly string[]): string[];
}

/** A page to render: which one, in which language, with what the server read for it. */
export interface RenderRequest {
  /** The page's route; NOT_FOUND_PAGE for an unknown address. */
  route: PageRoute;
  params: { id?: string };
  language: Language;
  /** The English path of the page (for the 404 page: the path asked for, without its prefix). */
  path: string;
  search: string;
  settings: SiteSettings;
  data: PageData;
  publicUrl: string;
  /** The address of the site's stylesheet (`PageRenderer.stylesheet`, served under its hash). */
  stylesheetHref: string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface PageRenderer {
  render(request: RenderRequest): RenderedPage;
  /**
   * The site's stylesheet: the theme and the rules most pages share, the same for every page and
   * every process of one version; a page names it and holds only its other rules.
   */
  stylesheet: string;
}

/** What apps/web/src/render/render-page.tsx exports. */
export interface RendererModule {
  createPageRenderer(options: { strings: SiteStrings; assets: ClientAssets | null }): Promise<PageRenderer>;
  /** Each island's module under apps/web/src, without extension (to find its built files). */
  islandModules: Record<string, string>;
}
