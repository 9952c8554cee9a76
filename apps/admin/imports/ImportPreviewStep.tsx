import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportPreview, ImportRowPreview } from '../../../shared/schemas/imports';
import { StackedRows, type StackedColumn } from '../kit/StackedTable';
import { useImportStepStyles } from './import-step-styles';
import { useFieldLabel, useServerText } from './import-texts';

/** The dry run: counts, the row errors (if any) and what each row would do. */
export function ImportPreviewStep({
  kind,
  preview,
  fileLine,
  problemBar,
}: {
  kind: ImportKind;
  preview: ImportPreview;
  fileLine: string;
  problemBar: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useImportStepStyles();
  const serverText = useServerText();
  const fieldLabel = useFieldLabel(kind);
  const rowsWithErrors = new Set(preview.errors.map((error) => error.row));
  const previewColumns: StackedColumn<{ id: number; row: ImportRowPreview }>[] = [
    { key: 'row', header: t('admin:imports.row'), render: ({ row }) => row.row },
    { key: 'item', header: t('admin:imports.item'), render: ({ row }) => row.label },
    {
      key: 'outcome',
      header: t('admin:imports.outcome'),
      render: ({ row }) =>
        row.action ? (
          t(`admin:imports.actions.${row.action}`)
        ) : (
          <span className={styles.errorText}>
            {row.errors.map((error) => `${fieldLabel(error.field)}: ${serverText(error.message)}`).join('; ')}
          </span>
        ),
    },
  ];
  return (
    <div className={styles.content}>
      <p>{fileLine}</p>
      <ul className={styles.counts} aria-label={t('admin:imports.summary')}>
        <li>{t('admin:imports.counts.create', { count: preview.counts.create })}</li>
        <li>{t('admin:imports.counts.update', { count: preview.counts.update })}</li>
        <li>{t('admin:imports.counts.unchanged', { count: preview.counts.unchanged })}</li>
        <li className={preview.counts.invalid ? styles.errorText : undefined}>
          {t('admin:imports.counts.invalid', { count: preview.counts.invalid })}
        </li>
      </ul>
      {problemBar}
      {preview.counts.invalid > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:imports.errorsTitle')}</MessageBarTitle>
            {t('admin:imports.errorsText')}
            <ul className={styles.errorList}>
              {preview.errors.map((error, index) => (
                <li key={index}>
                  {t('admin:imports.rowError', {
                    row: error.row,
                    field: fieldLabel(error.field),
                    message: serverText(error.message),
                  })}
                </li>
              ))}
            </ul>
            {preview.errors.length < rowsWithErrors.size || preview.counts.invalid > rowsWithErrors.size
              ? t('admin:imports.moreErrors')
              : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.table}>
        {/* Stacked on narrow screens: a row's outcome and its errors are read without scrolling sideways. */}
        <StackedRows
          size="small"
          align="middle"
          label={t('admin:imports.previewTable')}
          columns={previewColumns}
          items={preview.rows.map((row) => ({ id: row.row, row }))}
        />
      </div>
      {preview.rows.length < preview.rowCount ? (
        <p>{t('admin:imports.firstRows', { count: preview.rows.length, total: preview.rowCount })}</p>
      ) : null}
    </div>
  );
}
