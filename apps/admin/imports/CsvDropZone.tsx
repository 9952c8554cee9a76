import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/roles';
import { IMPORT_LIMITS, type ImportKind } from '../../../shared/schemas/imports';
import { useNotify } from '../../ui/toast';
import { useCurrentUser } from '../session';
import { ImportDialog } from './ImportDialog';
import { importFileProblem, type ImportFileProblem } from './import-queries';

const useStyles = makeStyles({
  zone: { position: 'relative' },
  overlay: {
    position: 'absolute',
    inset: 0,
    zIndex: 10,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThicker} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    opacity: 0.95,
    color: tokens.colorBrandForeground1,
    // The drag goes on over the list below: the overlay is only a sign, not a target.
    pointerEvents: 'none',
  },
  overlayTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  overlayHint: { color: tokens.colorNeutralForeground2 },
  icon: { fontSize: '48px' },
});

/** Whether a drag carries files from the system (a row's link or selected text carries none). */
export const carriesFiles = (dataTransfer: Pick<DataTransfer, 'types'> | null | undefined): boolean =>
  !!dataTransfer && Array.from(dataTransfer.types).includes('Files');

/** Why dropped files are not imported: a file the dialog would refuse, or more than one. */
export type DropProblem = ImportFileProblem | 'several';

/**
 * The one CSV file of a drop, or why there is none to import: several files, or a file the import
 * dialog refuses by its name, type or size (the same check as its chooser).
 */
export function droppedCsv(files: ArrayLike<File>): { file: File } | { problem: DropProblem } {
  if (files.length !== 1) return { problem: files.length === 0 ? 'unreadable' : 'several' };
  const file = files[0]!;
  const problem = importFileProblem(file);
  return problem ? { problem } : { file };
}

/**
 * Keeps a file dropped anywhere in the window from replacing the app with the file (the browser
 * opens a dropped file as a page); a drop zone that takes the drop has already cancelled it.
 * Installed once, by the admin shell.
 */
export function useFileDropGuard(): void {
  useEffect(() => {
    const onDragOver = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event.dataTransfer) || event.defaultPrevented) return;
      event.preventDefault();
      // Outside a drop zone the pointer says "cannot drop here".
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    const onDrop = (event: globalThis.DragEvent) => {
      if (carriesFiles(event.dataTransfer)) event.preventDefault();
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}

/** A dropped file on its way into the import dialog: a new id (key) per drop, a fresh dialog. */
interface Dropped {
  id: number;
  file: File;
  open: boolean;
}

function ActiveDropZone({ kind, children }: { kind: ImportKind; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const [over, setOver] = useState(false);
  const [dropped, setDropped] = useState<Dropped | null>(null);
  // dragenter and dragleave fire for every element the pointer crosses inside the zone: counted,
  // the overlay stays until the drag has really left the zone.
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event.dataTransfer)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event.dataTransfer)) return;
    // Cancelling dragover is what makes the zone a drop target.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event.dataTransfer)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event.dataTransfer)) return;
    // Never let the browser (or the desktop window) open the file in place of the app.
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const choice = droppedCsv(event.dataTransfer.files);
    if ('problem' in choice) {
      notify({
        title: t('admin:imports.problemTitle'),
        description:
          choice.problem === 'several'
            ? t('admin:imports.drop.several')
            : t(`admin:imports.fileProblems.${choice.problem}`, { megabytes: IMPORT_LIMITS.bytes / 1024 / 1024 }),
        variant: 'destructive',
      });
      return;
    }
    setDropped((current) => ({ id: (current?.id ?? 0) + 1, file: choice.file, open: true }));
  };

  return (
    <div
      className={styles.zone}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {children}
      {over ? (
        <div className={styles.overlay}>
          <ArrowUploadRegular className={styles.icon} aria-hidden />
          <span className={styles.overlayTitle}>{t(`admin:imports.drop.overlay.${kind}`)}</span>
          <span className={styles.overlayHint}>{t('admin:imports.drop.overlayHint')}</span>
        </div>
      ) : null}
      {dropped ? (
        <ImportDialog
          key={dropped.id}
          kind={kind}
          open={dropped.open}
          initialFile={dropped.file}
          onClose={() => setDropped((current) => current && { ...current, open: false })}
        />
      ) : null}
    </div>
  );
}

/**
 * A list of `kind` that takes a CSV file dropped on it: while a file is dragged over it an overlay
 * says what a drop does; the dropped file opens the import dialog at its columns, as if chosen with
 * the Import button (which stays the way in from the keyboard). Several files, or a file the dialog
 * would refuse, get a message instead. Only for those who may import.
 */
export function CsvDropZone({ kind, children }: { kind: ImportKind; children: ReactNode }) {
  const role = useCurrentUser().data?.role;
  if (!can(role, 'content:manage')) return <>{children}</>;
  return <ActiveDropZone kind={kind}>{children}</ActiveDropZone>;
}
