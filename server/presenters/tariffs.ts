import type { ManagedTariffRow, TariffRow } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { TariffRowModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

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
