import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import type { ImportColumns, ImportKind } from '../../../shared/schemas/imports';
import {
  failureMessage,
  previewImport,
  readImportColumns,
  readImportFile,
  useImportFile,
  type ImportFile,
  type ImportMapping,
} from './import-queries';
import type { ImportProblem, ImportStep } from './ImportStepView';

/** Whether a new file has the columns of the one before (its mapping then still applies). */
const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((header, index) => header === b[index]);

/**
 * The import dialog's state and requests: the step it is at, the last problem, whether a request
 * is under way, and what each of the dialog's controls does. A file that cannot be read leaves the
 * step where it was; a corrected file with the same columns goes straight back to the preview;
 * `initialFile` is read as soon as the dialog opens, as if it had been chosen.
 */
export function useImportSteps({
  kind,
  open,
  initialFile,
  onClose,
}: {
  kind: ImportKind;
  open: boolean;
  initialFile?: File;
  onClose: () => void;
}) {
  const [state, setState] = useState<ImportStep>({ step: 'file' });
  const [problem, setProblem] = useState<ImportProblem>(null);
  const [busy, setBusy] = useState(false);
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

  /** From the preview back to the mapping, to change it. */
  const backToMapping = () => {
    if (state.step !== 'preview') return;
    setState({ step: 'map', file: state.file, columns: state.columns, mapping: state.mapping });
  };

  return {
    state,
    problem,
    /** A request is under way (reading, previewing or importing). */
    working: busy || importing.isPending,
    importPending: importing.isPending,
    close,
    showPreview,
    onChosen,
    onMap,
    onImport,
    backToMapping,
  };
}
