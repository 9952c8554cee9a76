import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../../shared/schemas/imports';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { ImportStepView, type ImportStep } from './ImportStepView';
import { useImportSteps } from './use-import-steps';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  fileInput: { display: 'none' },
});

/** Whether Import is on: a preview without row errors that creates or updates something. */
export const canImport = (state: ImportStep): boolean =>
  state.step === 'preview' &&
  state.preview.counts.invalid === 0 &&
  state.preview.counts.create + state.preview.counts.update > 0;

/** The dialog's buttons at a step: another file, back to the mapping, preview, import, cancel or close. */
function ImportActions({
  steps,
  onChooseFile,
}: {
  steps: ReturnType<typeof useImportSteps>;
  onChooseFile: () => void;
}) {
  const { t } = useTranslation('admin');
  const { state, working } = steps;
  return (
    <DialogActions>
      {state.step === 'map' || state.step === 'preview' ? (
        <Button disabledFocusable={working} onClick={onChooseFile}>
          {t('admin:imports.otherFile')}
        </Button>
      ) : null}
      {state.step === 'preview' ? (
        <Button disabledFocusable={working} onClick={steps.backToMapping}>
          {t('admin:imports.backToMapping')}
        </Button>
      ) : null}
      {state.step === 'map' ? (
        <Button
          appearance="primary"
          disabledFocusable={working}
          icon={working ? <Spinner size="tiny" /> : undefined}
          onClick={() => void steps.showPreview(state.file, state.columns, state.mapping)}
        >
          {t('admin:imports.preview')}
        </Button>
      ) : null}
      {state.step === 'preview' ? (
        <Button
          appearance="primary"
          disabled={!canImport(state)}
          disabledFocusable={working}
          icon={steps.importPending ? <Spinner size="tiny" /> : undefined}
          onClick={steps.onImport}
        >
          {t('admin:imports.import')}
        </Button>
      ) : null}
      <Button onClick={steps.close}>{state.step === 'done' ? t('admin:imports.close') : t('admin:form.cancel')}</Button>
    </DialogActions>
  );
}

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
  const chooser = useRef<HTMLInputElement>(null);
  const steps = useImportSteps({ kind, open, initialFile, onClose });
  const chooseFile = () => chooser.current?.click();

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : steps.close())}>
      <AdminDialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(`admin:imports.title.${kind}`)}</DialogTitle>
          <DialogContent>
            <ImportStepView
              kind={kind}
              state={steps.state}
              problem={steps.problem}
              busy={steps.working}
              onChooseFile={chooseFile}
              onMap={steps.onMap}
            />
            <input
              ref={chooser}
              className={styles.fileInput}
              type="file"
              accept=".csv,text/csv"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void steps.onChosen(event)}
            />
          </DialogContent>
          <ImportActions steps={steps} onChooseFile={chooseFile} />
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
