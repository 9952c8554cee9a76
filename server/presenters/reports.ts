import type { ManagedFields } from '../../shared/entities';
import type {
  ComplianceSector,
  InvestmentGuide,
  InvestmentTool,
  ManagedAgreement,
  ManagedComplianceSector,
  ManagedInsight,
  ManagedOffice,
  ManagedTariffRow,
  ManagedGuide,
  ManagedPublication,
  ManagedRegulatoryUpdate,
  ManagedReport,
  ManagedTeamMember,
  ManagedTool,
  MarketInsight,
  MarketReport,
  Office,
  Publication,
  RegulatoryUpdate,
  ResourceFile,
  TariffRow,
  TeamMember,
  TradeAgreement,
} from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import { documentFields } from '../files/documents';
import type {
  ComplianceSectorModel,
  InvestmentGuideModel,
  InvestmentToolModel,
  MarketInsightModel,
  MarketReportModel,
  OfficeModel,
  PublicationModel,
  RegulatoryUpdateModel,
  TariffRowModel,
  TeamMemberModel,
  TradeAgreementModel,
} from '../models';

// The resource collections as the public and staff see them. Each presenter names every field it
// emits, as server/presenters.ts does: a column added later cannot leak by accident. The texts are
// English; `localize` puts in the ready translations. A document's file comes from `documentFiles`
// (undefined: none).

type ManagedRow = { version: number; createdAt: Date; updatedAt: Date; deletedAt: Date | null };

function managedFields(item: ManagedRow, translations: ItemTranslations): ManagedFields {
  return {
    version: item.version,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    deletedAt: item.deletedAt ? item.deletedAt.toISOString() : null,
    translations,
  };
}

const reportFields = (report: MarketReportModel) => ({
  id: report.id,
  title: report.title,
  description: report.description,
  category: report.category,
  publishedOn: report.publishedOn,
  featured: Boolean(report.featured),
  thumbnail: report.thumbnail,
  lang: 'en' as const,
});

export function presentReport(report: MarketReportModel, file?: ResourceFile): MarketReport {
  return { ...reportFields(report), ...documentFields('reports', report, file) };
}

export function presentManagedReport(
  report: MarketReportModel,
  translations: ItemTranslations,
  file?: unknown,
): ManagedReport {
  return {
    ...reportFields(report),
    ...documentFields('reports', report, file as ResourceFile | undefined, true),
    ...managedFields(report, translations),
  };
}

const guideFields = (guide: InvestmentGuideModel) => ({
  id: guide.id,
  kind: guide.kind,
  title: guide.title,
  description: guide.description,
  region: guide.region,
  category: guide.category,
  pages: guide.pages,
  updatedOn: guide.updatedOn,
  cover: guide.cover,
  lang: 'en' as const,
});

export function presentGuide(guide: InvestmentGuideModel, file?: ResourceFile): InvestmentGuide {
  return { ...guideFields(guide), ...documentFields('guides', guide, file) };
}

export function presentManagedGuide(
  guide: InvestmentGuideModel,
  translations: ItemTranslations,
  file?: unknown,
): ManagedGuide {
  return {
    ...guideFields(guide),
    ...documentFields('guides', guide, file as ResourceFile | undefined, true),
    ...managedFields(guide, translations),
  };
}

export function presentTool(tool: InvestmentToolModel): InvestmentTool {
  return {
    id: tool.id,
    title: tool.title,
    description: tool.description,
    url: tool.url,
    position: tool.position,
    lang: 'en',
  };
}

export function presentManagedTool(tool: InvestmentToolModel, translations: ItemTranslations): ManagedTool {
  return { ...presentTool(tool), ...managedFields(tool, translations) };
}

const publicationFields = (publication: PublicationModel) => ({
  id: publication.id,
  type: publication.type,
  title: publication.title,
  abstract: publication.abstract,
  authors: [...publication.authors],
  publishedOn: publication.publishedOn,
  upcoming: Boolean(publication.upcoming),
  pages: publication.pages,
  journal: publication.journal,
  journalIssue: publication.journalIssue,
  themes: [...publication.themes],
  cover: publication.cover,
  lang: 'en' as const,
});

export function presentPublication(publication: PublicationModel, file?: ResourceFile): Publication {
  return { ...publicationFields(publication), ...documentFields('publications', publication, file) };
}

export function presentManagedPublication(
  publication: PublicationModel,
  translations: ItemTranslations,
  file?: unknown,
): ManagedPublication {
  return {
    ...publicationFields(publication),
    ...documentFields('publications', publication, file as ResourceFile | undefined, true),
    ...managedFields(publication, translations),
  };
}

export function presentTeamMember(member: TeamMemberModel): TeamMember {
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    bio: member.bio,
    office: member.office,
    photo: member.photo,
    linkedin: member.linkedin,
    position: member.position,
    lang: 'en',
  };
}

export function presentManagedTeamMember(member: TeamMemberModel, translations: ItemTranslations): ManagedTeamMember {
  return { ...presentTeamMember(member), ...managedFields(member, translations) };
}

export function presentAgreement(agreement: TradeAgreementModel): TradeAgreement {
  return {
    id: agreement.id,
    title: agreement.title,
    description: agreement.description,
    status: agreement.status,
    year: agreement.year,
    position: agreement.position,
    lang: 'en',
  };
}

export function presentManagedAgreement(
  agreement: TradeAgreementModel,
  translations: ItemTranslations,
): ManagedAgreement {
  return { ...presentAgreement(agreement), ...managedFields(agreement, translations) };
}

export function presentRegulatoryUpdate(update: RegulatoryUpdateModel): RegulatoryUpdate {
  return {
    id: update.id,
    title: update.title,
    description: update.description,
    region: update.region,
    publishedOn: update.publishedOn,
    lang: 'en',
  };
}

export function presentManagedRegulatoryUpdate(
  update: RegulatoryUpdateModel,
  translations: ItemTranslations,
): ManagedRegulatoryUpdate {
  return {
    ...presentRegulatoryUpdate(update),
    ...managedFields(update, translations),
    mailedAt: update.mailedAt ? update.mailedAt.toISOString() : null,
  };
}

export function presentInsight(insight: MarketInsightModel): MarketInsight {
  return {
    id: insight.id,
    title: insight.title,
    description: insight.description,
    source: insight.source,
    category: insight.category,
    change: Number(insight.change),
    position: insight.position,
    lang: 'en',
  };
}

export function presentManagedInsight(insight: MarketInsightModel, translations: ItemTranslations): ManagedInsight {
  return { ...presentInsight(insight), ...managedFields(insight, translations) };
}

export function presentTariffRow(row: TariffRowModel): TariffRow {
  return {
    id: row.id,
    title: row.title,
    hsCode: row.hsCode,
    euMfn: Number(row.euMfn),
    euPreferential: Number(row.euPreferential),
    mercosurCet: Number(row.mercosurCet),
    position: row.position,
    lang: 'en',
  };
}

export function presentManagedTariffRow(row: TariffRowModel, translations: ItemTranslations): ManagedTariffRow {
  return { ...presentTariffRow(row), ...managedFields(row, translations) };
}

export function presentComplianceSector(sector: ComplianceSectorModel): ComplianceSector {
  return {
    id: sector.id,
    title: sector.title,
    requirements: sector.requirements,
    certification: sector.certification,
    leadTimeMinWeeks: sector.leadTimeMinWeeks,
    leadTimeMaxWeeks: sector.leadTimeMaxWeeks,
    position: sector.position,
    lang: 'en',
  };
}

export function presentManagedComplianceSector(
  sector: ComplianceSectorModel,
  translations: ItemTranslations,
): ManagedComplianceSector {
  return { ...presentComplianceSector(sector), ...managedFields(sector, translations) };
}

export function presentOffice(office: OfficeModel): Office {
  return {
    id: office.id,
    city: office.city,
    country: office.country,
    region: office.region,
    street: office.street,
    postalCode: office.postalCode,
    phone: office.phone,
    email: office.email,
    membershipEmail: office.membershipEmail,
    headquarters: Boolean(office.headquarters),
    position: office.position,
    lang: 'en',
  };
}

export function presentManagedOffice(office: OfficeModel, translations: ItemTranslations): ManagedOffice {
  return { ...presentOffice(office), ...managedFields(office, translations) };
}
