import type { ManagedComplianceSector, ComplianceSector } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { ComplianceSectorModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
