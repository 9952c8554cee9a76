import type { ManagedGuide, InvestmentGuide, ResourceFile } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { InvestmentGuideModel } from '../models';
import { documentFields } from './documents';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language. The
// document's file comes from `documentFiles` (undefined: none).

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
