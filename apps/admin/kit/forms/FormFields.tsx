import { Button, Field, Input, Spinner, Textarea, type InputProps } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { useMessageText, type ServerTexts } from '../../../ui/message-text';
import { serverMessageKey } from '../../server-messages';
import { isoToLocalInput, localInputToIso } from './datetime';

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
export interface FieldBase<T extends FieldValues, V> {
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
export function validation(message: string | undefined) {
  return message ? { validationState: 'error' as const, validationMessage: message } : {};
}

export const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What ties a field component to its form: `field`, the Fluent Field's props (label, required,
 * hint and the translated message of the field's error); `input`, what the control itself takes
 * to be focused on an error, named and touched; the value the form holds and its setter, which each
 * field converts to and from what its control shows.
 */
export function useFieldBinding<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
}: Pick<FieldBase<T, V>, 'control' | 'name' | 'label' | 'required' | 'hint'>) {
  const text = useValidationText();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = text(fieldState.error?.message);
  return {
    field: { label, required, hint, ...validation(message) },
    message,
    input: { ref, name: fieldName, onBlur },
    value: value as unknown,
    onChange: onChange as (value: unknown) => void,
  };
}

/** A one-line text input (text or URL). */
export function TextField<T extends FieldValues, V>({
  describedBy,
  lang,
  type = 'text',
  placeholder,
  autoComplete,
  ...base
}: FieldBase<T, V> & { type?: InputProps['type']; placeholder?: string; autoComplete?: string }) {
  const { field, input, value, onChange } = useFieldBinding(base);
  return (
    <Field {...field}>
      <Input
        {...input}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        lang={lang}
        aria-describedby={describedBy}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}

/** A multi-line text input. */
export function TextAreaField<T extends FieldValues, V>({
  describedBy,
  lang,
  rows = 4,
  ...base
}: FieldBase<T, V> & { rows?: number }) {
  const { field, input, value, onChange } = useFieldBinding(base);
  return (
    <Field {...field}>
      <Textarea
        {...input}
        rows={rows}
        resize="vertical"
        lang={lang}
        aria-describedby={describedBy}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}

/**
 * A number: by default a whole one (pages, a year, a place in an ordered list); with a `step` such
 * as 0.01, one with decimals (a percentage). An empty input is held as `empty` (null where the
 * number is optional, undefined where the schema has a default); anything typed is held as a number
 * for the schema to check.
 */
export function NumberField<T extends FieldValues, V>({
  min,
  max,
  step = 1,
  empty = null,
  ...base
}: FieldBase<T, V> & { min?: number; max?: number; step?: number; empty?: null | undefined }) {
  const { field, input, value, onChange } = useFieldBinding(base);
  return (
    <Field {...field}>
      <Input
        {...input}
        type="number"
        // A phone's digits-only keypad has no decimal separator or minus sign: a number with
        // decimals gets the number input's own keyboard, which has both.
        inputMode={step === 1 ? 'numeric' : undefined}
        step={step}
        min={min}
        max={max}
        value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
        onChange={(_event, data) => onChange(data.value.trim() === '' ? empty : Number(data.value))}
      />
    </Field>
  );
}

/**
 * A date and time in local time (`datetime-local`); the form holds the ISO string the schema
 * expects. An untouched value is kept as it was (seconds included).
 */
export function DateTimeField<T extends FieldValues, V>(base: FieldBase<T, V>) {
  const { field, input, value, onChange } = useFieldBinding(base);
  return (
    <Field {...field}>
      <Input
        {...input}
        type="datetime-local"
        value={isoToLocalInput(asText(value))}
        onChange={(_event, data) => onChange(localInputToIso(data.value))}
      />
    </Field>
  );
}

/**
 * A date and time typed as the clocks show it in some zone (`datetime-local`), held as that text
 * ('2026-11-21T10:00'): the form converts it when it is sent, knowing the zone (an event's times).
 */
export function WallClockField<T extends FieldValues, V>(base: FieldBase<T, V>) {
  const { field, input, value, onChange } = useFieldBinding(base);
  return (
    <Field {...field}>
      <Input {...input} type="datetime-local" value={asText(value)} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}
