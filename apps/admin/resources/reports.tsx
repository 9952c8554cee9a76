import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type ManagedReport } from '../../../shared/resources';
import { ReportInputSchema, type ReportInput, type ReportPayload } from '../../../shared/schemas/resources';
import { ImageField, SelectField, SwitchField } from '../content/FormFields';
import { useCodeOptions } from '../content/forms';
import type { ItemFormSpec } from '../content/ItemDialog';
import { YesNo } from '../screens/page';
import { CodeBadge, DayCell } from './cells';
import {
  DOCUMENT_FIELDS,
  DocumentFields,
  documentFormSchema,
  documentValues,
  emptyDocumentValues,
  type DocumentFormInput,
} from './DocumentFields';
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
      {
        key: 'category',
        header: t('admin:reports.columns.category'),
        width: '9rem',
        render: (report) => <CodeBadge label={t(`common:reportCategories.${report.category}`)} />,
      },
      {
        key: 'publishedOn',
        header: t('admin:reports.columns.publishedOn'),
        width: '8.5rem',
        render: (report) => <DayCell day={report.publishedOn} />,
      },
      {
        key: 'featured',
        header: t('admin:reports.columns.featured'),
        width: '6rem',
        render: (report) => <YesNo value={report.featured} />,
      },
    ];
  },
  useFilters: () => {
    const { t } = useTranslation('admin');
    const categories = useCodeOptions('reportCategories', REPORT_CATEGORIES);
    return [{ name: 'category', label: t('admin:reports.columns.category'), options: categories }];
  },
};

/** /admin/reports: the market reports. */
export function ReportsScreen() {
  return <ResourceScreen spec={reportsSpec} />;
}
