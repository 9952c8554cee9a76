import type { ManagedTool, InvestmentTool } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { InvestmentToolModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
