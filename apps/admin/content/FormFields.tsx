import {
  Button,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  Textarea,
  makeStyles,
  tokens,
  type InputProps,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { useMessageText, type ServerTexts } from '../../ui/message-text';
import { ApiError } from '../../ui/api';
import { serverMessageKey } from '../server-messages';
import { useUploadImage } from '../admin-queries';
import { isoToLocalInput, localInputToIso } from './datetime';
import { checkImageFile, previewable, type ImageFileProblem } from './image';

const useStyles = makeStyles({
  imageRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  imageInput: { flexGrow: 1, minWidth: '14rem' },
  preview: {
    display: 'block',
    maxWidth: '12rem',
    maxHeight: '8rem',
    marginTop: tokens.spacingVerticalS,
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fileInput: { display: 'none' },
  status: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

const ADMIN_SERVER_TEXTS: ServerTexts = { namespace: 'admin', keyOf: serverMessageKey };

/**
 * Translates a shared-schema message (`common:validation.*`) or a known server text
 * (`admin:serverErrors.*`); any other text is shown as it is.
 */
export const useValidationText = () => useMessageText(ADMIN_SERVER_TEXTS);

/** The site's languages as a select's options, each named in the language of the screen. */
export function useLanguageOptions(): { value: Language; label: string }[] {
  const { t } = useTranslation('common');
  return LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }));
}

/**
 * A form's submitting button: the primary one, with a spinner while the request runs. It stays
 * focusable meanwhile, so the keyboard does not lose its place.
 */
export function SubmitButton({
  pending,
  form,
  children,
}: {
  pending: boolean;
  /** The id of the form it submits, when it is not inside it (a dialog's actions). */
  form?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      form={form}
      appearance="primary"
      disabledFocusable={pending}
      icon={pending ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}

/** What a form's frame takes: its title, the fields, the submitting button's label and state. */
export interface FormFrameProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** What every form field takes: the form's control, the field's name, its visible label. */
interface FieldBase<T extends FieldValues, V> {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  hint?: string;
  /** Ids of more text describing the field (the English original beside a translation). */
  describedBy?: string;
  /** The language of the text typed in, where it is not the interface's (a translation). */
  lang?: string;
}

/** The validation props of a Fluent Field: the translated message beside the field, if any. */
function validation(message: string | undefined) {
  return message ? { validationState: 'error' as const, validationMessage: message } : {};
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** A one-line text input (text or URL). */
export function TextField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  describedBy,
  lang,
  type = 'text',
  placeholder,
  autoComplete,
}: FieldBase<T, V> & { type?: InputProps['type']; placeholder?: string; autoComplete?: string }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Input
        ref={ref}
        name={fieldName}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        lang={lang}
        aria-describedby={describedBy}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A multi-line text input. */
export function TextAreaField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  describedBy,
  lang,
  rows = 4,
}: FieldBase<T, V> & { rows?: number }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Textarea
        ref={ref}
        name={fieldName}
        rows={rows}
        resize="vertical"
        lang={lang}
        aria-describedby={describedBy}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A select of codes with translated labels; `placeholder` is the empty first option of a new item. */
export function SelectField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  options,
  placeholder,
}: FieldBase<T, V> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const selected = asText(value);
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Select
        ref={ref}
        name={fieldName}
        value={selected}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
      >
        {placeholder && !selected ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A select whose value may be left out: its first option ("Not given") stands for null, which the
 * form holds (the schema's optional code).
 */
export function OptionalSelectField<T extends FieldValues, V>({
  control,
  name,
  label,
  hint,
  options,
  noneLabel,
}: FieldBase<T, V> & { options: readonly { value: string; label: string }[]; noneLabel: string }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Select
        ref={ref}
        name={fieldName}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value === '' ? null : data.value)}
        onBlur={onBlur}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A whole number (pages, a year, a place in an ordered list). An empty input is held as `empty`
 * (null where the number is optional, undefined where the schema has a default); anything typed is
 * held as a number for the schema to check.
 */
export function NumberField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  min,
  max,
  empty = null,
}: FieldBase<T, V> & { min?: number; max?: number; empty?: null | undefined }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Input
        ref={ref}
        name={fieldName}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
        onChange={(_event, data) => onChange(data.value.trim() === '' ? empty : Number(data.value))}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** An on/off switch (featured); its label names it. */
export function SwitchField<T extends FieldValues, V>({ control, name, label, hint }: FieldBase<T, V>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <Field hint={hint}>
      <Switch
        ref={ref}
        name={fieldName}
        label={label}
        checked={value === true}
        onChange={(_event, data) => onChange(data.checked)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A tick box for a yes/no a form keeps (a member's published state); its label names it. */
export function CheckboxField<T extends FieldValues, V>({ control, name, label, hint }: FieldBase<T, V>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <Field hint={hint}>
      <Checkbox
        ref={ref}
        name={fieldName}
        label={label}
        checked={value === true}
        onChange={(_event, data) => onChange(data.checked === true)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/**
 * A date and time in local time (`datetime-local`); the form holds the ISO string the schema
 * expects. An untouched value is kept as it was (seconds included).
 */
export function DateTimeField<T extends FieldValues, V>({ control, name, label, required, hint }: FieldBase<T, V>) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Input
        ref={ref}
        name={fieldName}
        type="datetime-local"
        value={isoToLocalInput(asText(value))}
        onChange={(_event, data) => onChange(localInputToIso(data.value))}
        onBlur={onBlur}
      />
    </Field>
  );
}

/**
 * A date and time typed as the clocks show it in some zone (`datetime-local`), held as that text
 * ('2026-11-21T10:00'): the form converts it when it is sent, knowing the zone (an event's times).
 */
export function WallClockField<T extends FieldValues, V>({ control, name, label, required, hint }: FieldBase<T, V>) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <Input
        ref={ref}
        name={fieldName}
        type="datetime-local"
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** One choice of a few, all in view (radio buttons), labelled as a group. */
export function RadioField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  options,
}: FieldBase<T, V> & { options: readonly { value: string; label: string }[] }) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} {...validation(text(fieldState.error?.message))}>
      <RadioGroup ref={ref} name={fieldName} value={asText(value)} onChange={(_event, data) => onChange(data.value)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} onBlur={onBlur} />
        ))}
      </RadioGroup>
    </Field>
  );
}

const PROBLEM_KEYS: Record<ImageFileProblem, string> = {
  tooLarge: 'admin:form.image.tooLarge',
  wrongType: 'admin:form.image.wrongType',
};

/**
 * An image: an https address typed in, or a file uploaded with the button (checked for size and
 * type first), whose served URL then fills the field; a preview below. Upload problems (the
 * client's check, or the server's 413/415) show beside the field. `uploadPath`: where the file
 * goes (staff images unless given; a member's logo has its own route).
 */
export function ImageField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  uploadPath,
}: FieldBase<T, V> & { uploadPath?: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const upload = useUploadImage(uploadPath);
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  // A preview that failed to load is hidden until the address changes.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const address = asText(value).trim();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setUploaded(false);
    const problem = checkImageFile(file);
    if (problem) {
      setUploadError(t(PROBLEM_KEYS[problem]));
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange(image.url);
        setUploaded(true);
      },
      onError: (error) => {
        const status = error instanceof ApiError ? error.status : 0;
        setUploadError(
          status === 413
            ? t(PROBLEM_KEYS.tooLarge)
            : status === 415
              ? t(PROBLEM_KEYS.wrongType)
              : t('admin:form.image.failed'),
        );
      },
    });
  };

  const message = uploadError ?? text(fieldState.error?.message);
  return (
    <Field label={label} required={required} hint={hint ?? t('admin:form.image.hint')} {...validation(message)}>
      {(fieldProps) => (
        <div>
          <div className={styles.imageRow}>
            <Input
              {...fieldProps}
              ref={ref}
              name={fieldName}
              className={styles.imageInput}
              type="url"
              placeholder="https://"
              value={asText(value)}
              onChange={(_event, data) => {
                setUploadError(null);
                setUploaded(false);
                onChange(data.value);
              }}
              onBlur={onBlur}
            />
            <Button
              icon={upload.isPending ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
              disabledFocusable={upload.isPending}
              aria-describedby={statusId}
              onClick={() => fileInput.current?.click()}
            >
              {upload.isPending ? t('admin:form.image.uploading') : t('admin:form.image.upload')}
            </Button>
            <input
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              tabIndex={-1}
              aria-hidden
              onChange={onFile}
            />
          </div>
          <span id={statusId} role="status" className={styles.status}>
            {uploaded ? t('admin:form.image.uploaded') : ''}
          </span>
          {previewable(address) && brokenSrc !== address ? (
            <img
              className={styles.preview}
              src={address}
              alt={t('admin:form.image.preview')}
              onError={() => setBrokenSrc(address)}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
