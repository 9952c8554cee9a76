import { Button, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '../../../shared/schemas/imports';
import { StackedRows, type StackedColumn } from '../kit/StackedTable';
import type { ImportFile, ImportFileProblem, ImportMapping } from './import-queries';
import { ImportPreviewStep } from './ImportPreviewStep';
import { useImportStepStyles } from './import-step-styles';
import { useFieldLabel, useServerText } from './import-texts';

/** Where the import is: choosing a file, mapping its columns, looking at the dry run, done. */
export type ImportStep =
  | { step: 'file' }
  | { step: 'map'; file: ImportFile; columns: ImportColumns; mapping: ImportMapping }
  | { step: 'preview'; file: ImportFile; columns: ImportColumns; mapping: ImportMapping; preview: ImportPreview }
  | { step: 'done'; result: ImportResult };

/** What went wrong last: a file that cannot be read, or the server's message. */
export type ImportProblem = { file: ImportFileProblem } | { message: string | undefined } | null;

type MapStep = Extract<ImportStep, { step: 'map' }>;

const megabytes = IMPORT_LIMITS.bytes / 1024 / 1024;

/** The last problem, in the step where it happened (a file that cannot be read, or the server's refusal). */
function ProblemBar({ problem }: { problem: ImportProblem }) {
  const { t } = useTranslation(['admin', 'common']);
  const serverText = useServerText();
  if (!problem) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>{t('admin:imports.problemTitle')}</MessageBarTitle>
        {'file' in problem
          ? t(`admin:imports.fileProblems.${problem.file}`, { megabytes })
          : problem.message
            ? serverText(problem.message)
            : t('admin:imports.failed')}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The first step: what the import does, its limits, and the button that opens the file chooser. */
function FileStep({
  kind,
  problemBar,
  busy,
  onChooseFile,
}: {
  kind: ImportKind;
  problemBar: ReactNode;
  busy: boolean;
  onChooseFile: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useImportStepStyles();
  return (
    <div className={styles.content}>
      <p>{t(`admin:imports.intro.${kind}`)}</p>
      <p>{t('admin:imports.limits', { rows: IMPORT_LIMITS.rows, megabytes })}</p>
      {problemBar}
      <div>
        <Button
          appearance="primary"
          icon={busy ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
          disabledFocusable={busy}
          onClick={onChooseFile}
        >
          {t('admin:imports.chooseFile')}
        </Button>
      </div>
    </div>
  );
}

/** The last step: how many items were created, updated or left as they were. */
function DoneStep({ result }: { result: ImportResult }) {
  const { t } = useTranslation('admin');
  return (
    <MessageBar intent="success">
      <MessageBarBody>
        <MessageBarTitle>{t('admin:imports.doneTitle')}</MessageBarTitle>
        {t('admin:imports.doneText', { created: result.created, updated: result.updated, unchanged: result.unchanged })}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The file's columns, each with a sample value and the field it goes to. */
function MappingStep({
  kind,
  state,
  fileLine,
  problemBar,
  onMap,
}: {
  kind: ImportKind;
  state: MapStep;
  fileLine: string;
  problemBar: ReactNode;
  onMap: (column: number, field: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useImportStepStyles();
  const fieldLabel = useFieldLabel(kind);
  const fields = Object.entries(IMPORT_FIELDS[kind] as Record<string, ImportField>);
  const idPrefix = useId();
  const mappingColumns: StackedColumn<{ id: number; header: string }>[] = [
    {
      key: 'column',
      header: t('admin:imports.column'),
      render: ({ id: column, header }) => (
        <span id={`${idPrefix}-column-${column}`}>
          {header || t('admin:imports.unnamedColumn', { number: column + 1 })}
        </span>
      ),
    },
    {
      key: 'sample',
      header: t('admin:imports.sample'),
      render: ({ id: column }) => <span className={styles.sample}>{state.columns.sample[0]?.[column] ?? ''}</span>,
    },
    {
      key: 'field',
      header: t('admin:imports.field'),
      render: ({ id: column }) => (
        <Select
          aria-labelledby={`${idPrefix}-column-${column}`}
          value={state.mapping[column] ?? ''}
          onChange={(_event, data) => onMap(column, data.value || null)}
        >
          <option value="">{t('admin:imports.ignore')}</option>
          {fields.map(([name, field]) => (
            <option key={name} value={name}>
              {fieldLabel(name)}
              {field.required ? ' *' : ''}
            </option>
          ))}
        </Select>
      ),
    },
  ];
  return (
    <div className={styles.content}>
      <p>{fileLine}</p>
      <p>{t('admin:imports.mapIntro')}</p>
      {problemBar}
      <div className={styles.table}>
        {/* Stacked on narrow screens: each column's field choice gets the dialog's width. */}
        <StackedRows
          size="small"
          align="middle"
          label={t('admin:imports.mapTable')}
          columns={mappingColumns}
          items={state.columns.headers.map((header, column) => ({ id: column, header }))}
        />
      </div>
      <p>{t('admin:imports.requiredNote')}</p>
    </div>
  );
}

/** What the dialog shows at a step; the owner holds the state and does the requests. */
export function ImportStepView({
  kind,
  state,
  problem,
  busy,
  onChooseFile,
  onMap,
}: {
  kind: ImportKind;
  state: ImportStep;
  problem: ImportProblem;
  busy: boolean;
  /** Opens the file chooser. */
  onChooseFile: () => void;
  /** A column's field chosen (null: ignore the column). */
  onMap: (column: number, field: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const problemBar = <ProblemBar problem={problem} />;
  if (state.step === 'file') {
    return <FileStep kind={kind} problemBar={problemBar} busy={busy} onChooseFile={onChooseFile} />;
  }
  if (state.step === 'done') return <DoneStep result={state.result} />;
  const fileLine = t('admin:imports.fileLine', { name: state.file.name, count: state.columns.rowCount });
  if (state.step === 'map') {
    return <MappingStep kind={kind} state={state} fileLine={fileLine} problemBar={problemBar} onMap={onMap} />;
  }
  return <ImportPreviewStep kind={kind} preview={state.preview} fileLine={fileLine} problemBar={problemBar} />;
}
