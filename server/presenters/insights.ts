import type { ManagedInsight, MarketInsight } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { MarketInsightModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
