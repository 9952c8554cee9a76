import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { fieldRow } from '../form-layout';
import type { VisibleField } from './application-values';

/** How a field of the application form shows its message (none while it has none). */
export type FieldStateOf = (field: VisibleField) => { validationState?: 'error'; validationMessage?: string };

export const useSectionStyles = makeStyles({
  fieldset: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  /** Two fields side by side on a wide screen. */
  row: fieldRow,
});

/** A group of the application form's fields: a fieldset named by its legend. */
export function ApplicationSection({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useSectionStyles();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
