import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../shared/entities';
import type { ManagedRegulatoryUpdate } from '../../../shared/resources';
import {
  RegulatoryUpdateInputSchema,
  type RegulatoryUpdateInput,
  type RegulatoryUpdatePayload,
} from '../../../shared/schemas/resources';
import { SelectField } from '../kit/forms/ChoiceFields';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { codeColumn, dayColumn, useCodeFilter } from './list-facts';
import { DayField, TitleAndText, today, useFormStyles } from './form-parts';
import { MailAction } from './MailAction';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

type UpdateControl = Control<RegulatoryUpdateInput, unknown, RegulatoryUpdatePayload>;

function RegulatoryUpdateFields({ control }: { control: UpdateControl }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const regions = useCodeOptions('regions', REGIONS);
  return (
    <>
      <TitleAndText control={control} kind="regulatory-updates" />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="region"
          label={t('admin:regulatory-updates.fields.region')}
          hint={t('admin:regulatory-updates.fields.regionHint')}
          required
          options={regions}
          placeholder={t('admin:form.choose')}
        />
        <DayField control={control} name="publishedOn" label={t('admin:regulatory-updates.fields.publishedOn')} />
      </div>
    </>
  );
}

export const regulatoryUpdateForm: ItemFormSpec<'regulatory-updates', RegulatoryUpdateInput, RegulatoryUpdatePayload> =
  {
    kind: 'regulatory-updates',
    schema: RegulatoryUpdateInputSchema,
    empty: () => ({ title: '', description: '', publishedOn: today() }),
    toInput: (update: ManagedRegulatoryUpdate) => ({
      title: update.title,
      description: update.description,
      region: update.region,
      publishedOn: update.publishedOn,
    }),
    fields: ['title', 'description', 'region', 'publishedOn'],
    itemName: (update) => update.title,
    titles: { create: 'admin:regulatory-updates.add', edit: 'admin:regulatory-updates.edit' },
    Fields: RegulatoryUpdateFields,
  };

export const regulatoryUpdatesSpec: ResourceListSpec<
  'regulatory-updates',
  RegulatoryUpdateInput,
  RegulatoryUpdatePayload
> = {
  kind: 'regulatory-updates',
  form: regulatoryUpdateForm,
  name: (update) => update.title,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('region', t('admin:regulatory-updates.columns.region'), '9rem', (update) =>
        t(`common:regions.${update.region}`),
      ),
      dayColumn('publishedOn', t('admin:regulatory-updates.columns.publishedOn'), (update) => update.publishedOn),
    ];
  },
  useFilters: () => [useCodeFilter('region', 'admin:regulatory-updates.columns.region', 'regions', REGIONS)],
  rowExtra: (update) => <MailAction update={update} />,
  minWidth: '900px',
};

/** /admin/regulatory-updates: the dated log of regulatory changes, each mailed to its region's subscribers. */
export function RegulatoryUpdatesScreen() {
  return <ResourceScreen spec={regulatoryUpdatesSpec} />;
}
