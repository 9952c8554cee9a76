import { Button, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useController, useFormState, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { validationMessages } from '../../../shared/messages';
import type { ResourceFile } from '../../../shared/resources';
import { formatFileSize } from '../../ui/file-size';
import { SwitchField } from '../kit/forms/ChoiceFields';
import { TextField, useValidationText } from '../kit/forms/FormFields';
import { DOCUMENT_FILE_ACCEPT, checkDocumentFile, uploadProblemOf, type DocumentFileProblem } from './document-file';
import { useUploadResourceFile } from './resource-queries';

// The source of a document: a file uploaded at once when it is chosen (the form keeps its id), or
// an address elsewhere; and whether only members may download it.

/** A document form's values: the schema's input, plus the current file to show (never sent). */
export type DocumentFormInput<In> = In & { file?: ResourceFile | null };

/** The shared schema of a document, taking the form's values (the shown file is left out before it). */
export function documentFormSchema<Out, In>(schema: z.ZodType<Out, In>): z.ZodType<Out, DocumentFormInput<In>> {
  const withoutFile = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    const { file: _shown, ...sent } = value as Record<string, unknown>;
    return sent;
  };
  return z.preprocess(withoutFile, schema) as unknown as z.ZodType<Out, DocumentFormInput<In>>;
}

/** A document's source as form values, from the stored item. */
export function documentValues(item: { file: ResourceFile | null; externalUrl: string | null; membersOnly: boolean }) {
  return {
    fileId: item.file?.id ?? null,
    file: item.file,
    externalUrl: item.externalUrl ?? '',
    membersOnly: item.membersOnly,
  };
}

/** A new document's source: nothing yet, open to everyone. */
export const emptyDocumentValues = () => ({ fileId: null, file: null, externalUrl: '', membersOnly: false });

/** The form fields of a document's source, for a server message shown beside them. */
export const DOCUMENT_FIELDS = ['fileId', 'externalUrl', 'membersOnly'] as const;

/** The outcome of choosing a file: stored (its id goes into the form), or why not. */
export type ChosenFileOutcome = { stored: ResourceFile } | { problem: DocumentFileProblem };

/** Checks a chosen file, then uploads it; a refused or failed upload says why. */
export async function uploadChosenFile(
  file: File,
  upload: (file: File) => Promise<ResourceFile>,
): Promise<ChosenFileOutcome> {
  const problem = checkDocumentFile(file);
  if (problem) return { problem };
  try {
    return { stored: await upload(file) };
  } catch (error) {
    return { problem: uploadProblemOf(error) };
  }
}

const PROBLEM_KEYS: Record<DocumentFileProblem, string> = {
  tooLarge: 'admin:resources.file.tooLarge',
  wrongType: 'admin:resources.file.wrongType',
  failed: 'admin:resources.file.failed',
};

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  current: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  none: { color: tokens.colorNeutralForeground2 },
  size: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  fileInput: { display: 'none' },
  conflict: {
    margin: `calc(-1 * ${tokens.spacingVerticalS}) 0 0`,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '1.25rem',
    marginTop: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
});

/** What the file field shows: the current file, an upload on its way, or why the last one failed. */
export interface FileFieldState {
  shown: ResourceFile | null;
  /** The name of the file being uploaded. */
  uploading: string | null;
  uploaded: boolean;
  problem: DocumentFileProblem | null;
  /** The schema's or the server's message about the file id. */
  error: string | undefined;
}

/**
 * The file field as shown: the current file (name and size, with Remove), and Choose file, which
 * opens the file chooser (a button: the chooser itself is out of the tab order). An upload shows a
 * spinner and its file's name; a refused one says why beside the field.
 */
export function FileFieldView({
  state,
  buttonRef,
  onChosen,
  onRemove,
}: {
  state: FileFieldState;
  buttonRef?: Ref<HTMLButtonElement>;
  onChosen: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const chooser = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const { shown, uploading, uploaded, problem, error } = state;
  const message = problem ? t(PROBLEM_KEYS[problem]) : error;
  let status = '';
  if (uploading) status = t('admin:resources.file.uploading', { name: uploading });
  else if (uploaded) status = t('admin:resources.file.uploaded');
  return (
    <Field
      label={t('admin:resources.file.label')}
      hint={t('admin:resources.file.hint')}
      {...(message ? { validationState: 'error' as const, validationMessage: message } : {})}
    >
      {/* A group named by the label (with the hint and any message), around the file and its buttons. */}
      {(fieldProps) => (
        <div role="group" {...fieldProps}>
          <div className={styles.row}>
            {shown ? (
              <span className={styles.current}>
                <DocumentRegular aria-hidden />
                <span>{shown.name}</span>
                <span className={styles.size}>({formatFileSize(shown.size, i18n.language)})</span>
              </span>
            ) : (
              <span className={styles.none}>{t('admin:resources.file.none')}</span>
            )}
            <Button
              ref={buttonRef}
              icon={uploading ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
              disabledFocusable={uploading !== null}
              aria-describedby={statusId}
              onClick={() => chooser.current?.click()}
            >
              {shown ? t('admin:resources.file.replace') : t('admin:resources.file.choose')}
            </Button>
            {shown ? (
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('admin:resources.file.removeLabel', { name: shown.name })}
                disabledFocusable={uploading !== null}
                onClick={onRemove}
              >
                {t('admin:resources.file.remove')}
              </Button>
            ) : null}
            <input
              ref={chooser}
              className={styles.fileInput}
              type="file"
              accept={DOCUMENT_FILE_ACCEPT}
              tabIndex={-1}
              aria-hidden
              onChange={onChosen}
            />
          </div>
          <span id={statusId} role="status" className={styles.status}>
            {status}
          </span>
        </div>
      )}
    </Field>
  );
}

/**
 * The file of a document in its form: a chosen file is checked and uploaded at once, and the stored
 * file's id goes into the form (with the file, to show it); Remove empties both.
 */
function FileField<T extends FieldValues, V>({ control }: { control: Control<T, unknown, V> }) {
  const text = useValidationText();
  const idField = useController({ control, name: 'fileId' as FieldPath<T> });
  const shownField = useController({ control, name: 'file' as FieldPath<T> });
  const upload = useUploadResourceFile();
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setUploaded(false);
    setUploading(file.name);
    void uploadChosenFile(file, upload.mutateAsync).then((outcome) => {
      setUploading(null);
      if ('problem' in outcome) {
        setProblem(outcome.problem);
        return;
      }
      idField.field.onChange(outcome.stored.id);
      shownField.field.onChange(outcome.stored);
      setUploaded(true);
    });
  };

  const onRemove = () => {
    idField.field.onChange(null);
    shownField.field.onChange(null);
    setProblem(null);
    setUploaded(false);
  };

  const state: FileFieldState = {
    shown: shownField.field.value ?? null,
    uploading,
    uploaded,
    problem,
    error: text(idField.fieldState.error?.message),
  };
  return <FileFieldView state={state} buttonRef={idField.field.ref} onChosen={onChosen} onRemove={onRemove} />;
}

/**
 * A document's source and access: the file, or an external address (the schema refuses both: its
 * message shows beside the address), and the members-only switch.
 */
export function DocumentFields<T extends FieldValues, V>({ control }: { control: Control<T, unknown, V> }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const text = useValidationText();
  const [fileId, externalUrl] = useWatch({ control, name: ['fileId', 'externalUrl'] as FieldPath<T>[] }) as unknown[];
  const { errors } = useFormState({ control, name: 'externalUrl' as FieldPath<T> });
  // Both given: said at once (the schema's own check waits until the other fields are valid).
  const both = fileId != null && typeof externalUrl === 'string' && externalUrl.trim() !== '';
  return (
    <>
      <FileField control={control} />
      <TextField
        control={control}
        name={'externalUrl' as FieldPath<T>}
        type="url"
        placeholder="https://"
        label={t('admin:resources.fields.externalUrl')}
        hint={t('admin:resources.fields.externalUrlHint')}
      />
      {both && !errors.externalUrl ? (
        <p role="status" className={styles.conflict}>
          {text(validationMessages.fileOrUrl)}
        </p>
      ) : null}
      <SwitchField
        control={control}
        name={'membersOnly' as FieldPath<T>}
        label={t('admin:resources.fields.membersOnly')}
        hint={t('admin:resources.fields.membersOnlyHint')}
      />
    </>
  );
}
