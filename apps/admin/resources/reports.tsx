import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type ManagedReport } from '../../../shared/resources';
import { ReportInputSchema, type ReportInput, type ReportPayload } from '../../../shared/schemas/resources';
import { SelectField, SwitchField } from '../kit/forms/ChoiceFields';
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
import { codeColumn, dayColumn, yesNoColumn, useCodeFilter } from './list-facts';
import { DayField, TitleAndText, today, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

type ReportIn = DocumentFormInput<ReportInput>;

function ReportFields({ control }: { control: Control<ReportIn, unknown, ReportPayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const categories = useCodeOptions('reportCategories', REPORT_CATEGORIES);
  return (
    <>
      <TitleAndText control={control} kind="reports" />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="category"
          label={t('admin:reports.fields.category')}
          required
          options={categories}
          placeholder={t('admin:form.choose')}
        />
        <DayField control={control} name="publishedOn" label={t('admin:reports.fields.publishedOn')} />
      </div>
      <DocumentFields control={control} />
      <ImageField control={control} name="thumbnail" label={t('admin:reports.fields.thumbnail')} />
      <SwitchField
        control={control}
        name="featured"
        label={t('admin:reports.fields.featured')}
        hint={t('admin:reports.fields.featuredHint')}
      />
    </>
  );
}

export const reportForm: ItemFormSpec<'reports', ReportIn, ReportPayload> = {
  kind: 'reports',
  schema: documentFormSchema(ReportInputSchema),
  empty: () => ({
    title: '',
    description: '',
    publishedOn: today(),
    featured: false,
    thumbnail: '',
    ...emptyDocumentValues(),
  }),
  toInput: (report: ManagedReport) => ({
    title: report.title,
    description: report.description,
    category: report.category,
    publishedOn: report.publishedOn,
    featured: report.featured,
    thumbnail: report.thumbnail ?? '',
    ...documentValues(report),
  }),
  fields: ['title', 'description', 'category', 'publishedOn', 'featured', 'thumbnail', ...DOCUMENT_FIELDS],
  itemName: (report) => report.title,
  titles: { create: 'admin:reports.add', edit: 'admin:reports.edit' },
  Fields: ReportFields,
};

const reportsSpec: ResourceListSpec<'reports', ReportIn, ReportPayload> = {
  kind: 'reports',
  form: reportForm,
  name: (report) => report.title,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('category', t('admin:reports.columns.category'), '9rem', (report) =>
        t(`common:reportCategories.${report.category}`),
      ),
      dayColumn('publishedOn', t('admin:reports.columns.publishedOn'), (report) => report.publishedOn),
      yesNoColumn('featured', t('admin:reports.columns.featured'), (report) => report.featured),
    ];
  },
  useFilters: () => [
    useCodeFilter('category', 'admin:reports.columns.category', 'reportCategories', REPORT_CATEGORIES),
  ],
};

/** /admin/reports: the market reports. */
export function ReportsScreen() {
  return <ResourceScreen spec={reportsSpec} />;
}
