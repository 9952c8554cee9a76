import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type ManagedInsight } from '../../../shared/resources';
import { InsightInputSchema, type InsightInput, type InsightPayload } from '../../../shared/schemas/resources';
import { SelectField } from '../kit/forms/ChoiceFields';
import { NumberField, TextField } from '../kit/forms/FormFields';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { codeColumn, useCodeFilter, usePercent } from './list-facts';
import { PositionField, TitleAndText, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

function InsightFields({ control }: { control: Control<InsightInput, unknown, InsightPayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const categories = useCodeOptions('reportCategories', REPORT_CATEGORIES);
  return (
    <>
      <TitleAndText control={control} kind="insights" />
      <TextField
        control={control}
        name="source"
        label={t('admin:insights.fields.source')}
        hint={t('admin:insights.fields.sourceHint')}
        lang="en"
        required
      />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="category"
          label={t('admin:insights.fields.category')}
          hint={t('admin:insights.fields.categoryHint')}
          required
          options={categories}
          placeholder={t('admin:form.choose')}
        />
        <NumberField
          control={control}
          name="change"
          label={t('admin:insights.fields.change')}
          hint={t('admin:insights.fields.changeHint')}
          required
          step={0.01}
          min={-1000}
          max={1000}
        />
      </div>
      <PositionField control={control} />
    </>
  );
}

export const insightForm: ItemFormSpec<'insights', InsightInput, InsightPayload> = {
  kind: 'insights',
  schema: InsightInputSchema,
  // No change yet: a figure is typed in, never taken for 0 %.
  empty: () => ({ title: '', description: '', source: '', position: 0 }),
  toInput: (insight: ManagedInsight) => ({
    title: insight.title,
    description: insight.description,
    source: insight.source,
    category: insight.category,
    change: insight.change,
    position: insight.position,
  }),
  fields: ['title', 'description', 'source', 'category', 'change', 'position'],
  itemName: (insight) => insight.title,
  titles: { create: 'admin:insights.add', edit: 'admin:insights.edit' },
  Fields: InsightFields,
};

const insightsSpec: ResourceListSpec<'insights', InsightInput, InsightPayload> = {
  kind: 'insights',
  form: insightForm,
  name: (insight) => insight.title,
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    const percent = usePercent();
    return [
      codeColumn('category', t('admin:insights.columns.category'), '9rem', (insight) =>
        t(`common:reportCategories.${insight.category}`),
      ),
      {
        key: 'change',
        header: t('admin:insights.columns.change'),
        width: '7rem',
        render: (insight) => percent(insight.change, { signed: true }),
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (insight) => insight.position,
      },
    ];
  },
  useFilters: () => [
    useCodeFilter('category', 'admin:insights.columns.category', 'reportCategories', REPORT_CATEGORIES),
  ],
};

/** /admin/insights: the figures of the Market Insights cards on the Market Reports page. */
export function InsightsScreen() {
  return <ResourceScreen spec={insightsSpec} />;
}
