import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../shared/entities';
import { GUIDE_KINDS, MARKET_ENTRY_CATEGORIES, type ManagedGuide } from '../../../shared/resources';
import { GuideInputSchema, type GuideInput, type GuidePayload } from '../../../shared/schemas/resources';
import { SelectField } from '../kit/forms/ChoiceFields';
import { NumberField } from '../kit/forms/FormFields';
import { ImageField } from '../kit/forms/ImageField';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import {
  DOCUMENT_FIELDS,
  DocumentFields,
  documentFormSchema,
  documentValues,
  emptyDocumentValues,
  type DocumentFormInput,
} from './DocumentFields';
import { codeColumn, dayColumn, useCodeFilter } from './list-facts';
import { DayField, TitleAndText, today, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

type GuideIn = DocumentFormInput<GuideInput>;

/** A country guide names its region, a market-entry guide its category: the field of its kind is shown. */
function GuideFields({ control }: { control: Control<GuideIn, unknown, GuidePayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const kinds = useCodeOptions('guideKinds', GUIDE_KINDS);
  const regions = useCodeOptions('regions', REGIONS);
  const categories = useCodeOptions('marketEntryCategories', MARKET_ENTRY_CATEGORIES);
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="kind"
          label={t('admin:guides.fields.kind')}
          required
          options={kinds}
          placeholder={t('admin:form.choose')}
        />
        {kind === 'country' ? (
          <SelectField
            control={control}
            name="region"
            label={t('admin:guides.fields.region')}
            required
            options={regions}
            placeholder={t('admin:form.choose')}
          />
        ) : null}
        {kind === 'market-entry' ? (
          <SelectField
            control={control}
            name="category"
            label={t('admin:guides.fields.category')}
            required
            options={categories}
            placeholder={t('admin:form.choose')}
          />
        ) : null}
      </div>
      <TitleAndText control={control} kind="guides" />
      <div className={styles.pair}>
        <DayField control={control} name="updatedOn" label={t('admin:guides.fields.updatedOn')} />
        <NumberField control={control} name="pages" label={t('admin:guides.fields.pages')} min={1} />
      </div>
      <DocumentFields control={control} />
      <ImageField control={control} name="cover" label={t('admin:guides.fields.cover')} />
    </>
  );
}

export const guideForm: ItemFormSpec<'guides', GuideIn, GuidePayload> = {
  kind: 'guides',
  // A guide keeps only the field of its kind: a region left from before the kind changed goes.
  schema: documentFormSchema(GuideInputSchema).transform((guide) => ({
    ...guide,
    region: guide.kind === 'country' ? guide.region : null,
    category: guide.kind === 'market-entry' ? guide.category : null,
  })),
  empty: () => ({
    title: '',
    description: '',
    region: null,
    category: null,
    pages: null,
    updatedOn: today(),
    cover: '',
    ...emptyDocumentValues(),
  }),
  toInput: (guide: ManagedGuide) => ({
    kind: guide.kind,
    title: guide.title,
    description: guide.description,
    region: guide.region,
    category: guide.category,
    pages: guide.pages,
    updatedOn: guide.updatedOn,
    cover: guide.cover ?? '',
    ...documentValues(guide),
  }),
  fields: ['kind', 'title', 'description', 'region', 'category', 'pages', 'updatedOn', 'cover', ...DOCUMENT_FIELDS],
  itemName: (guide) => guide.title,
  titles: { create: 'admin:guides.add', edit: 'admin:guides.edit' },
  Fields: GuideFields,
};

const guidesSpec: ResourceListSpec<'guides', GuideIn, GuidePayload> = {
  kind: 'guides',
  form: guideForm,
  name: (guide) => guide.title,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('kind', t('admin:guides.columns.kind'), '11rem', (guide) => t(`common:guideKinds.${guide.kind}`)),
      {
        key: 'topic',
        header: t('admin:guides.columns.topic'),
        width: '10rem',
        render: (guide) => {
          if (guide.region) return t(`common:regions.${guide.region}`);
          return guide.category ? t(`common:marketEntryCategories.${guide.category}`) : null;
        },
      },
      dayColumn('updatedOn', t('admin:guides.columns.updatedOn'), (guide) => guide.updatedOn),
    ];
  },
  useFilters: () => [
    useCodeFilter('kind', 'admin:guides.columns.kind', 'guideKinds', GUIDE_KINDS),
    useCodeFilter('region', 'admin:guides.fields.region', 'regions', REGIONS),
  ],
};

/** /admin/guides: the country and market-entry investment guides. */
export function GuidesScreen() {
  return <ResourceScreen spec={guidesSpec} />;
}
