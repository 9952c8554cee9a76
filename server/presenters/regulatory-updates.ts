import type { ManagedRegulatoryUpdate, RegulatoryUpdate } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { RegulatoryUpdateModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
