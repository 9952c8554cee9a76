import type { ManagedReport, MarketReport, ResourceFile } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { MarketReportModel } from '../models';
import { documentFields } from './documents';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language. The
// document's file comes from `documentFiles` (undefined: none).

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
