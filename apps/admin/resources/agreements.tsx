import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATUSES, type ManagedAgreement } from '../../../shared/resources';
import { AgreementInputSchema, type AgreementInput, type AgreementPayload } from '../../../shared/schemas/resources';
import { SelectField } from '../kit/forms/ChoiceFields';
import { NumberField } from '../kit/forms/FormFields';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { codeColumn, useCodeFilter } from './list-facts';
import { PositionField, TitleAndText, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

function AgreementFields({ control }: { control: Control<AgreementInput, unknown, AgreementPayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const statuses = useCodeOptions('agreementStatuses', AGREEMENT_STATUSES);
  return (
    <>
      <TitleAndText control={control} kind="agreements" />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="status"
          label={t('admin:agreements.fields.status')}
          required
          options={statuses}
          placeholder={t('admin:form.choose')}
        />
        <NumberField
          control={control}
          name="year"
          label={t('admin:agreements.fields.year')}
          hint={t('admin:agreements.fields.yearHint')}
          min={1900}
          max={2200}
        />
      </div>
      <PositionField control={control} />
    </>
  );
}

export const agreementForm: ItemFormSpec<'agreements', AgreementInput, AgreementPayload> = {
  kind: 'agreements',
  schema: AgreementInputSchema,
  empty: () => ({ title: '', description: '', year: null, position: 0 }),
  toInput: (agreement: ManagedAgreement) => ({
    title: agreement.title,
    description: agreement.description,
    status: agreement.status,
    year: agreement.year,
    position: agreement.position,
  }),
  fields: ['title', 'description', 'status', 'year', 'position'],
  itemName: (agreement) => agreement.title,
  titles: { create: 'admin:agreements.add', edit: 'admin:agreements.edit' },
  Fields: AgreementFields,
};

const agreementsSpec: ResourceListSpec<'agreements', AgreementInput, AgreementPayload> = {
  kind: 'agreements',
  form: agreementForm,
  name: (agreement) => agreement.title,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('status', t('admin:agreements.columns.status'), '13rem', (agreement) =>
        t(`common:agreementStatuses.${agreement.status}`),
      ),
      {
        key: 'year',
        header: t('admin:agreements.columns.year'),
        width: '6rem',
        render: (agreement) => agreement.year,
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (agreement) => agreement.position,
      },
    ];
  },
  useFilters: () => [
    useCodeFilter('status', 'admin:agreements.columns.status', 'agreementStatuses', AGREEMENT_STATUSES),
  ],
};

/** /admin/agreements: the trade agreements of the Trade Regulations page. */
export function AgreementsScreen() {
  return <ResourceScreen spec={agreementsSpec} />;
}
