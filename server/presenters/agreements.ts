import type { ManagedAgreement, TradeAgreement } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { TradeAgreementModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
