import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedComplianceSector } from '../../../shared/resources';
import {
  ComplianceSectorInputSchema,
  type ComplianceSectorInput,
  type ComplianceSectorPayload,
} from '../../../shared/schemas/resources';
import { NumberField, TextAreaField, TextField } from '../kit/forms/FormFields';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { PositionField, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

type SectorControl = Control<ComplianceSectorInput, unknown, ComplianceSectorPayload>;

function ComplianceSectorFields({ control }: { control: SectorControl }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  return (
    <>
      <TextField control={control} name="title" label={t('admin:compliance-sectors.fields.title')} lang="en" required />
      <TextAreaField
        control={control}
        name="requirements"
        label={t('admin:compliance-sectors.fields.requirements')}
        rows={3}
        lang="en"
        required
      />
      <TextAreaField
        control={control}
        name="certification"
        label={t('admin:compliance-sectors.fields.certification')}
        rows={3}
        lang="en"
        required
      />
      <div className={styles.pair}>
        <NumberField
          control={control}
          name="leadTimeMinWeeks"
          label={t('admin:compliance-sectors.fields.leadTimeMinWeeks')}
          required
          min={0}
          max={520}
        />
        <NumberField
          control={control}
          name="leadTimeMaxWeeks"
          label={t('admin:compliance-sectors.fields.leadTimeMaxWeeks')}
          hint={t('admin:compliance-sectors.fields.leadTimeMaxWeeksHint')}
          required
          min={0}
          max={520}
        />
      </div>
      <PositionField control={control} />
    </>
  );
}

export const complianceSectorForm: ItemFormSpec<'compliance-sectors', ComplianceSectorInput, ComplianceSectorPayload> =
  {
    kind: 'compliance-sectors',
    schema: ComplianceSectorInputSchema,
    empty: () => ({ title: '', requirements: '', certification: '', position: 0 }),
    toInput: (sector: ManagedComplianceSector) => ({
      title: sector.title,
      requirements: sector.requirements,
      certification: sector.certification,
      leadTimeMinWeeks: sector.leadTimeMinWeeks,
      leadTimeMaxWeeks: sector.leadTimeMaxWeeks,
      position: sector.position,
    }),
    fields: ['title', 'requirements', 'certification', 'leadTimeMinWeeks', 'leadTimeMaxWeeks', 'position'],
    itemName: (sector) => sector.title,
    titles: { create: 'admin:compliance-sectors.add', edit: 'admin:compliance-sectors.edit' },
    Fields: ComplianceSectorFields,
  };

const complianceSectorsSpec: ResourceListSpec<'compliance-sectors', ComplianceSectorInput, ComplianceSectorPayload> = {
  kind: 'compliance-sectors',
  form: complianceSectorForm,
  name: (sector) => sector.title,
  useFacts: () => {
    const { t } = useTranslation('admin');
    return [
      {
        key: 'leadTime',
        header: t('admin:compliance-sectors.columns.leadTime'),
        width: '9rem',
        render: (sector) =>
          sector.leadTimeMinWeeks === sector.leadTimeMaxWeeks
            ? t('admin:compliance-sectors.leadTimeExact', { count: sector.leadTimeMaxWeeks })
            : t('admin:compliance-sectors.leadTimeRange', {
                min: sector.leadTimeMinWeeks,
                max: sector.leadTimeMaxWeeks,
              }),
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (sector) => sector.position,
      },
    ];
  },
  useFilters: () => [],
};

/** /admin/compliance-sectors: the rows of the sector compliance table on the Trade Regulations page. */
export function ComplianceSectorsScreen() {
  return <ResourceScreen spec={complianceSectorsSpec} />;
}
