import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRowPreview,
} from '../../../shared/schemas/imports';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { StackedRows, type StackedColumn } from '../kit/StackedTable';
import {
  failureMessage,
  importMessageKey,
  previewImport,
  readImportColumns,
  readImportFile,
  useImportFile,
  type ImportFile,
  type ImportFileProblem,
  type ImportMapping,
} from './import-queries';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fileInput: { display: 'none' },
  table: { overflowX: 'auto', maxHeight: '50vh', overflowY: 'auto' },
  sample: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  errorText: { color: tokens.colorPaletteRedForeground1 },
  errorList: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Where the import is: choosing a file, mapping its columns, looking at the dry run, done. */
export type ImportStep =
  | { step: 'file' }
  | { step: 'map'; file: ImportFile; columns: ImportColumns; mapping: ImportMapping }
  | { step: 'preview'; file: ImportFile; columns: ImportColumns; mapping: ImportMapping; preview: ImportPreview }
  | { step: 'done'; result: ImportResult };

/** What went wrong last: a file that cannot be read, or the server's message. */
export type ImportProblem = { file: ImportFileProblem } | { message: string | undefined } | null;

/** A server message in the admin's language (shared validation texts and the import's own), else as sent. */
function useServerText() {
  const { t } = useTranslation(['admin', 'common']);
  return (message: string) => {
    const key = importMessageKey(message);
    return key ? t(key) : message;
  };
}

/** The field's name in the admin's language. */
function useFieldLabel(kind: ImportKind) {
  const { t } = useTranslation('admin');
  return (field: string) =>
    field === 'row' ? t('admin:imports.wholeRow') : t(`admin:imports.fields.${kind}.${field}`);
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
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const serverText = useServerText();
  const fieldLabel = useFieldLabel(kind);
  const fields = Object.entries(IMPORT_FIELDS[kind] as Record<string, ImportField>);
  const idPrefix = useId();

  const problemBar = problem ? (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>{t('admin:imports.problemTitle')}</MessageBarTitle>
        {'file' in problem
          ? t(`admin:imports.fileProblems.${problem.file}`, { megabytes: IMPORT_LIMITS.bytes / 1024 / 1024 })
          : problem.message
            ? serverText(problem.message)
            : t('admin:imports.failed')}
      </MessageBarBody>
    </MessageBar>
  ) : null;

  if (state.step === 'file') {
    return (
      <div className={styles.content}>
        <p>{t(`admin:imports.intro.${kind}`)}</p>
        <p>{t('admin:imports.limits', { rows: IMPORT_LIMITS.rows, megabytes: IMPORT_LIMITS.bytes / 1024 / 1024 })}</p>
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

  if (state.step === 'done') {
    return (
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:imports.doneTitle')}</MessageBarTitle>
          {t('admin:imports.doneText', {
            created: state.result.created,
            updated: state.result.updated,
            unchanged: state.result.unchanged,
          })}
        </MessageBarBody>
      </MessageBar>
    );
  }

  const fileLine = t('admin:imports.fileLine', { name: state.file.name, count: state.columns.rowCount });

  if (state.step === 'map') {
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

  const { preview } = state;
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

/** Whether Import is on: a preview without row errors that creates or updates something. */
export const canImport = (state: ImportStep): boolean =>
  state.step === 'preview' &&
  state.preview.counts.invalid === 0 &&
  state.preview.counts.create + state.preview.counts.update > 0;

/** Whether a new file has the columns of the one before (its mapping then still applies). */
const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((header, index) => header === b[index]);

/**
 * The import dialog of `kind`: choose a file, map its columns to fields, look at the dry run (row
 * errors, what would be created or updated), import. A file that cannot be read leaves the dialog
 * where it was, to choose another; a corrected file with the same columns goes straight back to the
 * preview. With `initialFile` (a file dropped on the list) the dialog reads that file as soon as it
 * opens, as if it had been chosen, and starts at its columns.
 */
export function ImportDialog({
  kind,
  open,
  initialFile,
  onClose,
}: {
  kind: ImportKind;
  open: boolean;
  /** A file already chosen; mount the dialog anew (a new key) for each. */
  initialFile?: File;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [state, setState] = useState<ImportStep>({ step: 'file' });
  const [problem, setProblem] = useState<ImportProblem>(null);
  const [busy, setBusy] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  const importing = useImportFile(kind);

  const close = () => {
    onClose();
    setState({ step: 'file' });
    setProblem(null);
    importing.reset();
  };

  /** Runs a request of the dialog: busy meanwhile, its failure shown (the step stays as it was). */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem({ message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const showPreview = (file: ImportFile, columns: ImportColumns, mapping: ImportMapping) =>
    run(async () => {
      const preview = await previewImport(kind, file, mapping);
      setState({ step: 'preview', file, columns, mapping, preview });
    });

  /** A file chosen or dropped: read, then its columns (or, with the same columns, the preview again). */
  const choose = async (chosen: File) => {
    const read = await readImportFile(chosen);
    if ('problem' in read) {
      setProblem({ file: read.problem });
      return;
    }
    await run(async () => {
      const columns = await readImportColumns(kind, read);
      if (state.step !== 'file' && state.step !== 'done' && sameColumns(state.columns.headers, columns.headers)) {
        const preview = await previewImport(kind, read, state.mapping);
        setState({ step: 'preview', file: read, columns, mapping: state.mapping, preview });
      } else {
        setState({ step: 'map', file: read, columns, mapping: columns.mapping });
      }
    });
  };

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after it was corrected.
    event.target.value = '';
    if (chosen) await choose(chosen);
  };

  // The dropped file is read once, when the dialog first opens with it (development's double
  // effects included): it is the file the admin chose, only by dragging instead of the chooser.
  const readInitial = useEffectEvent((file: File) => void choose(file));
  const initialRead = useRef(false);
  useEffect(() => {
    if (!open || !initialFile || initialRead.current) return;
    initialRead.current = true;
    readInitial(initialFile);
  }, [open, initialFile]);

  const onMap = (column: number, field: string | null) => {
    if (state.step !== 'map') return;
    // A field goes to one column: choosing it here takes it from another.
    const mapping = state.mapping.map((current, index) =>
      index === column ? field : current !== null && current === field ? null : current,
    );
    setState({ ...state, mapping });
  };

  const onImport = () => {
    if (state.step !== 'preview') return;
    setProblem(null);
    importing.mutate(
      { file: state.file, mapping: state.mapping },
      {
        onSuccess: (result) => setState({ step: 'done', result }),
        onError: (error) => setProblem({ message: failureMessage(error) }),
      },
    );
  };

  const working = busy || importing.isPending;

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <AdminDialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(`admin:imports.title.${kind}`)}</DialogTitle>
          <DialogContent>
            <ImportStepView
              kind={kind}
              state={state}
              problem={problem}
              busy={working}
              onChooseFile={() => chooser.current?.click()}
              onMap={onMap}
            />
            <input
              ref={chooser}
              className={styles.fileInput}
              type="file"
              accept=".csv,text/csv"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void onChosen(event)}
            />
          </DialogContent>
          <DialogActions>
            {state.step === 'map' || state.step === 'preview' ? (
              <Button disabledFocusable={working} onClick={() => chooser.current?.click()}>
                {t('admin:imports.otherFile')}
              </Button>
            ) : null}
            {state.step === 'preview' ? (
              <Button
                disabledFocusable={working}
                onClick={() =>
                  setState({ step: 'map', file: state.file, columns: state.columns, mapping: state.mapping })
                }
              >
                {t('admin:imports.backToMapping')}
              </Button>
            ) : null}
            {state.step === 'map' ? (
              <Button
                appearance="primary"
                disabledFocusable={working}
                icon={working ? <Spinner size="tiny" /> : undefined}
                onClick={() => void showPreview(state.file, state.columns, state.mapping)}
              >
                {t('admin:imports.preview')}
              </Button>
            ) : null}
            {state.step === 'preview' ? (
              <Button
                appearance="primary"
                disabled={!canImport(state)}
                disabledFocusable={working}
                icon={importing.isPending ? <Spinner size="tiny" /> : undefined}
                onClick={onImport}
              >
                {t('admin:imports.import')}
              </Button>
            ) : null}
            <Button onClick={close}>{state.step === 'done' ? t('admin:imports.close') : t('admin:form.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </AdminDialogSurface>
    </Dialog>
  );
}

/** "Import CSV" beside a list's heading, and its dialog (the way in from the keyboard, too). */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('admin:imports.button')}
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
