import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedTariffRow } from '../../../shared/resources';
import { TariffInputSchema, type TariffInput, type TariffPayload } from '../../../shared/schemas/resources';
import { NumberField, TextField } from '../kit/forms/FormFields';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { usePercent } from './list-facts';
import { PositionField, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

/** The duties of a row, each a percentage of the customs value. */
const RATES = ['euMfn', 'euPreferential', 'mercosurCet'] as const;

function TariffFields({ control }: { control: Control<TariffInput, unknown, TariffPayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  return (
    <>
      <TextField control={control} name="title" label={t('admin:tariffs.fields.title')} lang="en" required />
      <TextField
        control={control}
        name="hsCode"
        label={t('admin:tariffs.fields.hsCode')}
        hint={t('admin:tariffs.fields.hsCodeHint')}
        placeholder="0804.40"
        required
      />
      <div className={styles.pair}>
        {RATES.map((rate) => (
          <NumberField
            key={rate}
            control={control}
            name={rate}
            label={t(`admin:tariffs.fields.${rate}`)}
            required
            step={0.01}
            min={0}
            max={1000}
          />
        ))}
      </div>
      <PositionField control={control} />
    </>
  );
}

export const tariffForm: ItemFormSpec<'tariffs', TariffInput, TariffPayload> = {
  kind: 'tariffs',
  schema: TariffInputSchema,
  // No rates yet: a duty is typed in, never taken for 0 %.
  empty: () => ({ title: '', hsCode: '', position: 0 }),
  toInput: (row: ManagedTariffRow) => ({
    title: row.title,
    hsCode: row.hsCode,
    euMfn: row.euMfn,
    euPreferential: row.euPreferential,
    mercosurCet: row.mercosurCet,
    position: row.position,
  }),
  fields: ['title', 'hsCode', ...RATES, 'position'],
  itemName: (row) => row.title,
  titles: { create: 'admin:tariffs.add', edit: 'admin:tariffs.edit' },
  Fields: TariffFields,
};

const tariffsSpec: ResourceListSpec<'tariffs', TariffInput, TariffPayload> = {
  kind: 'tariffs',
  form: tariffForm,
  name: (row) => row.title,
  useFacts: () => {
    const { t } = useTranslation('admin');
    const percent = usePercent();
    return [
      {
        key: 'hsCode',
        header: t('admin:tariffs.columns.hsCode'),
        width: '7rem',
        render: (row) => row.hsCode,
      },
      ...RATES.map((rate) => ({
        key: rate,
        header: t(`admin:tariffs.columns.${rate}`),
        width: '8rem',
        render: (row: ManagedTariffRow) => percent(row[rate]),
      })),
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (row) => row.position,
      },
    ];
  },
  useFilters: () => [],
  minWidth: '960px',
};

/** /admin/tariffs: the rows of the indicative tariff table on the Trade Regulations page. */
export function TariffsScreen() {
  return <ResourceScreen spec={tariffsSpec} />;
}
