import type { Model, ModelStatic, Order, WhereOptions } from 'sequelize';
import { PUBLIC_LIST_LIMIT, type Language } from '../../shared/constants';
import type {
  ComplianceSector,
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
} from '../../shared/resources';
import { documentFiles } from '../files/documents';
import type { Models } from '../models';
import { pageWindow, type PageQuery, type PageResult } from '../paging';
import { presentAgreement } from '../presenters/agreements';
import { presentComplianceSector } from '../presenters/compliance-sectors';
import { presentGuide } from '../presenters/guides';
import { presentInsight } from '../presenters/insights';
import { presentOffice } from '../presenters/offices';
import { presentPublication } from '../presenters/publications';
import { presentRegulatoryUpdate } from '../presenters/regulatory-updates';
import { presentReport } from '../presenters/reports';
import { presentTariffRow } from '../presenters/tariffs';
import { presentTeamMember } from '../presenters/team';
import { presentTool } from '../presenters/tools';
import type { TranslatableKind } from '../../shared/schemas/translations';
import { localize } from './translations';

// What the public sees of the resource collections: the items not deleted, in the collection's
// order, with the texts of `language` where a translation is ready, one page at a time (a LIMIT and
// OFFSET, with the count of all). One set of reads for the API's public lists and for the pages the
// server renders, so both always show the same.

const byPosition: Order = [
  ['position', 'ASC'],
  ['id', 'ASC'],
];

/** The order of each collection, public and staff alike; each ends with `id`, so pages never overlap. */
export const RESOURCE_ORDERS = {
  reports: [
    ['publishedOn', 'DESC'],
    ['id', 'DESC'],
  ],
  // Country guides before market-entry ones ('country' < 'market-entry'), each newest first.
  guides: [
    ['kind', 'ASC'],
    ['updatedOn', 'DESC'],
    ['id', 'DESC'],
  ],
  tools: byPosition,
  publications: [
    ['publishedOn', 'DESC'],
    ['id', 'DESC'],
  ],
  team: byPosition,
  agreements: byPosition,
  'regulatory-updates': [
    ['publishedOn', 'DESC'],
    ['id', 'DESC'],
  ],
  insights: byPosition,
  tariffs: byPosition,
  'compliance-sectors': byPosition,
  offices: byPosition,
} satisfies Record<string, Order>;

const NOT_DELETED: WhereOptions = { deletedAt: null };

/** The first PUBLIC_LIST_LIMIT items: what a page shows of a collection, and the unpaged API answer. */
export const FIRST_PUBLIC_PAGE: PageQuery = { page: 1, pageSize: PUBLIC_LIST_LIMIT };

/** Reads one page of a public collection: what the API's lists and the pages are given. */
export type PublicPageRead<T> = (models: Models, language?: Language, window?: PageQuery) => Promise<PageResult<T>>;

/**
 * One page of a collection's items not deleted, in `order`, presented (`present` may read what the
 * rows refer to, for the page's rows only) and in `language` where translated, and how many there are.
 */
async function publicPage<M extends Model, T extends { id: number; lang: Language }>(
  models: Models,
  model: ModelStatic<M>,
  kind: TranslatableKind,
  order: Order,
  present: (rows: M[]) => T[] | Promise<T[]>,
  language: Language,
  window: PageQuery,
): Promise<PageResult<T>> {
  const { rows, count } = await model.findAndCountAll({ where: NOT_DELETED, order, ...pageWindow(window) });
  return { items: await localize(models, kind, await present(rows), language), total: count };
}

export const publicReports: PublicPageRead<MarketReport> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.MarketReport,
    'reports',
    RESOURCE_ORDERS.reports,
    async (rows) => {
      const files = await documentFiles(models, rows);
      return rows.map((row) => presentReport(row, row.fileId === null ? undefined : files.get(row.fileId)));
    },
    language,
    window,
  );

export const publicGuides: PublicPageRead<InvestmentGuide> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.InvestmentGuide,
    'guides',
    RESOURCE_ORDERS.guides,
    async (rows) => {
      const files = await documentFiles(models, rows);
      return rows.map((row) => presentGuide(row, row.fileId === null ? undefined : files.get(row.fileId)));
    },
    language,
    window,
  );

export const publicTools: PublicPageRead<InvestmentTool> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.InvestmentTool,
    'tools',
    RESOURCE_ORDERS.tools,
    (rows) => rows.map(presentTool),
    language,
    window,
  );

export const publicPublications: PublicPageRead<Publication> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.Publication,
    'publications',
    RESOURCE_ORDERS.publications,
    async (rows) => {
      const files = await documentFiles(models, rows);
      return rows.map((row) => presentPublication(row, row.fileId === null ? undefined : files.get(row.fileId)));
    },
    language,
    window,
  );

export const publicTeam: PublicPageRead<TeamMember> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.TeamMember,
    'team',
    RESOURCE_ORDERS.team,
    (rows) => rows.map(presentTeamMember),
    language,
    window,
  );

export const publicAgreements: PublicPageRead<TradeAgreement> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.TradeAgreement,
    'agreements',
    RESOURCE_ORDERS.agreements,
    (rows) => rows.map(presentAgreement),
    language,
    window,
  );

export const publicRegulatoryUpdates: PublicPageRead<RegulatoryUpdate> = (
  models,
  language = 'en',
  window = FIRST_PUBLIC_PAGE,
) =>
  publicPage(
    models,
    models.RegulatoryUpdate,
    'regulatory-updates',
    RESOURCE_ORDERS['regulatory-updates'],
    (rows) => rows.map(presentRegulatoryUpdate),
    language,
    window,
  );

export const publicInsights: PublicPageRead<MarketInsight> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.MarketInsight,
    'insights',
    RESOURCE_ORDERS.insights,
    (rows) => rows.map(presentInsight),
    language,
    window,
  );

export const publicTariffRows: PublicPageRead<TariffRow> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.TariffRow,
    'tariffs',
    RESOURCE_ORDERS.tariffs,
    (rows) => rows.map(presentTariffRow),
    language,
    window,
  );

export const publicComplianceSectors: PublicPageRead<ComplianceSector> = (
  models,
  language = 'en',
  window = FIRST_PUBLIC_PAGE,
) =>
  publicPage(
    models,
    models.ComplianceSector,
    'compliance-sectors',
    RESOURCE_ORDERS['compliance-sectors'],
    (rows) => rows.map(presentComplianceSector),
    language,
    window,
  );

/** The offices, the headquarters among them (the pages pick it out by its flag). */
export const publicOffices: PublicPageRead<Office> = (models, language = 'en', window = FIRST_PUBLIC_PAGE) =>
  publicPage(
    models,
    models.Office,
    'offices',
    RESOURCE_ORDERS.offices,
    (rows) => rows.map(presentOffice),
    language,
    window,
  );
