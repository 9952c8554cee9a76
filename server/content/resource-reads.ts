import type { Order } from 'sequelize';
import type { Language } from '../../shared/constants';
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
import { localize } from './translations';

// What the public sees of the resource collections: every item not deleted, in the collection's
// order, with the texts of `language` where a translation is ready. One set of reads for the API's
// public lists and for the pages the server renders, so both always show the same.

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

const NOT_DELETED = { deletedAt: null } as const;

export async function publicReports(models: Models, language: Language = 'en'): Promise<MarketReport[]> {
  const rows = await models.MarketReport.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.reports });
  const files = await documentFiles(models, rows);
  const items = rows.map((row) => presentReport(row, row.fileId === null ? undefined : files.get(row.fileId)));
  return localize(models, 'reports', items, language);
}

export async function publicGuides(models: Models, language: Language = 'en'): Promise<InvestmentGuide[]> {
  const rows = await models.InvestmentGuide.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.guides });
  const files = await documentFiles(models, rows);
  const items = rows.map((row) => presentGuide(row, row.fileId === null ? undefined : files.get(row.fileId)));
  return localize(models, 'guides', items, language);
}

export async function publicTools(models: Models, language: Language = 'en'): Promise<InvestmentTool[]> {
  const rows = await models.InvestmentTool.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.tools });
  return localize(models, 'tools', rows.map(presentTool), language);
}

export async function publicPublications(models: Models, language: Language = 'en'): Promise<Publication[]> {
  const rows = await models.Publication.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.publications });
  const files = await documentFiles(models, rows);
  const items = rows.map((row) => presentPublication(row, row.fileId === null ? undefined : files.get(row.fileId)));
  return localize(models, 'publications', items, language);
}

export async function publicTeam(models: Models, language: Language = 'en'): Promise<TeamMember[]> {
  const rows = await models.TeamMember.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.team });
  return localize(models, 'team', rows.map(presentTeamMember), language);
}

export async function publicAgreements(models: Models, language: Language = 'en'): Promise<TradeAgreement[]> {
  const rows = await models.TradeAgreement.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.agreements });
  return localize(models, 'agreements', rows.map(presentAgreement), language);
}

export async function publicRegulatoryUpdates(models: Models, language: Language = 'en'): Promise<RegulatoryUpdate[]> {
  const rows = await models.RegulatoryUpdate.findAll({
    where: NOT_DELETED,
    order: RESOURCE_ORDERS['regulatory-updates'],
  });
  return localize(models, 'regulatory-updates', rows.map(presentRegulatoryUpdate), language);
}

export async function publicInsights(models: Models, language: Language = 'en'): Promise<MarketInsight[]> {
  const rows = await models.MarketInsight.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.insights });
  return localize(models, 'insights', rows.map(presentInsight), language);
}

export async function publicTariffRows(models: Models, language: Language = 'en'): Promise<TariffRow[]> {
  const rows = await models.TariffRow.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.tariffs });
  return localize(models, 'tariffs', rows.map(presentTariffRow), language);
}

export async function publicComplianceSectors(models: Models, language: Language = 'en'): Promise<ComplianceSector[]> {
  const rows = await models.ComplianceSector.findAll({
    where: NOT_DELETED,
    order: RESOURCE_ORDERS['compliance-sectors'],
  });
  return localize(models, 'compliance-sectors', rows.map(presentComplianceSector), language);
}

/** The offices, the headquarters among them (the pages pick it out by its flag). */
export async function publicOffices(models: Models, language: Language = 'en'): Promise<Office[]> {
  const rows = await models.Office.findAll({ where: NOT_DELETED, order: RESOURCE_ORDERS.offices });
  return localize(models, 'offices', rows.map(presentOffice), language);
}
