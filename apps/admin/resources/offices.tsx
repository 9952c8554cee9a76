import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../shared/entities';
import type { ManagedOffice } from '../../../shared/resources';
import { OfficeInputSchema, type OfficeInput, type OfficePayload } from '../../../shared/schemas/resources';
import { SelectField, SwitchField } from '../kit/forms/ChoiceFields';
import { TextField } from '../kit/forms/FormFields';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { YesNo } from '../kit/page';
import { codeColumn, useCodeFilter } from './list-facts';
import { PositionField, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

function OfficeFields({ control }: { control: Control<OfficeInput, unknown, OfficePayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const regions = useCodeOptions('regions', REGIONS);
  return (
    <>
      <div className={styles.pair}>
        <TextField control={control} name="city" label={t('admin:offices.fields.city')} lang="en" required />
        <TextField control={control} name="country" label={t('admin:offices.fields.country')} lang="en" required />
      </div>
      <SelectField
        control={control}
        name="region"
        label={t('admin:offices.fields.region')}
        hint={t('admin:offices.fields.regionHint')}
        required
        options={regions}
        placeholder={t('admin:form.choose')}
      />
      <TextField
        control={control}
        name="street"
        label={t('admin:offices.fields.street')}
        hint={t('admin:offices.fields.streetHint')}
        required
      />
      <div className={styles.pair}>
        <TextField control={control} name="postalCode" label={t('admin:offices.fields.postalCode')} required />
        <TextField control={control} name="phone" type="tel" label={t('admin:offices.fields.phone')} required />
      </div>
      <div className={styles.pair}>
        <TextField control={control} name="email" type="email" label={t('admin:offices.fields.email')} required />
        <TextField
          control={control}
          name="membershipEmail"
          type="email"
          label={t('admin:offices.fields.membershipEmail')}
          hint={t('admin:offices.fields.membershipEmailHint')}
        />
      </div>
      <SwitchField
        control={control}
        name="headquarters"
        label={t('admin:offices.fields.headquarters')}
        hint={t('admin:offices.fields.headquartersHint')}
      />
      <PositionField control={control} />
    </>
  );
}

export const officeForm: ItemFormSpec<'offices', OfficeInput, OfficePayload> = {
  kind: 'offices',
  schema: OfficeInputSchema,
  empty: () => ({
    city: '',
    country: '',
    street: '',
    postalCode: '',
    phone: '',
    email: '',
    membershipEmail: '',
    headquarters: false,
    position: 0,
  }),
  toInput: (office: ManagedOffice) => ({
    city: office.city,
    country: office.country,
    region: office.region,
    street: office.street,
    postalCode: office.postalCode,
    phone: office.phone,
    email: office.email,
    membershipEmail: office.membershipEmail ?? '',
    headquarters: office.headquarters,
    position: office.position,
  }),
  fields: [
    'city',
    'country',
    'region',
    'street',
    'postalCode',
    'phone',
    'email',
    'membershipEmail',
    'headquarters',
    'position',
  ],
  itemName: (office) => office.city,
  titles: { create: 'admin:offices.add', edit: 'admin:offices.edit' },
  Fields: OfficeFields,
};

const officesSpec: ResourceListSpec<'offices', OfficeInput, OfficePayload> = {
  kind: 'offices',
  form: officeForm,
  name: (office) => office.city,
  detail: (office) => office.country,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('region', t('admin:offices.columns.region'), '10rem', (office) =>
        t(`common:regions.${office.region}`),
      ),
      {
        key: 'email',
        header: t('admin:offices.columns.email'),
        width: '14rem',
        render: (office) => office.email,
      },
      {
        key: 'headquarters',
        header: t('admin:offices.columns.headquarters'),
        width: '8rem',
        // Only one office is the headquarters: the others show a dash rather than a column of No.
        render: (office) => (office.headquarters ? <YesNo value /> : '—'),
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (office) => office.position,
      },
    ];
  },
  useFilters: () => [useCodeFilter('region', 'admin:offices.columns.region', 'regions', REGIONS)],
  minWidth: '900px',
};

/** /admin/offices: the chamber's offices, the headquarters and the regional ones, of the Home and Contact pages. */
export function OfficesScreen() {
  return <ResourceScreen spec={officesSpec} />;
}
