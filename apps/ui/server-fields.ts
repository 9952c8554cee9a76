import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Splits a 400 answer's `fields` into those the form shows beside a field and the rest (a field
 * the form does not have, e.g. `version`), which the form lists at the top.
 */
export function splitServerFields(
  fields: Readonly<Record<string, string>>,
  formFields: readonly string[],
): { beside: [name: string, message: string][]; other: string[] } {
  const beside: [string, string][] = [];
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    if (formFields.includes(name)) beside.push([name, message]);
    else other.push(message);
  }
  return { beside, other };
}

/**
 * Shows a failed request's messages for the form's own fields beside them, the first one focused.
 * True when there was such a message: the field then says what is wrong, and a dialog form needs
 * no toast besides. `focus` says how the focus moves instead: `false` leaves it where it is (a
 * toast says what failed), a function gets the fields shown and focuses one of them itself (in the
 * order the form shows them, say, where a radio group has no input of its own).
 */
export function showBesideFields<T extends FieldValues>(
  error: unknown,
  formFields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  { focus = true }: { focus?: boolean | ((fields: readonly string[]) => void) } = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const { beside } = splitServerFields(error.fields, formFields);
  beside.forEach(([name, message], index) =>
    setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: focus === true && index === 0 }),
  );
  if (typeof focus === 'function' && beside.length > 0) focus(beside.map(([name]) => name));
  return beside.length > 0;
}
