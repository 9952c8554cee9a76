import { makeStyles, tokens } from '@fluentui/react-components';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton, type FormFrameProps } from '../kit/forms/FormFields';
import { showBesideFields } from '../../ui/server-fields';
import { useFailureToast } from '../kit/failure-toast';

/** The styles of the settings tabs' forms and of a tab still loading. */
export const useSettingsStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: `calc(-1 * ${tokens.spacingVerticalS}) 0 0`, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
  state: { display: 'grid', justifyItems: 'start', gap: tokens.spacingVerticalM },
});

/** A settings form: its h2, fields and save button ('Saving...' while the request runs). */
export function SettingsForm({
  title,
  intro,
  submitLabel,
  pending,
  onSubmit,
  children,
}: FormFrameProps & { intro?: string }) {
  const { t } = useTranslation('admin');
  const styles = useSettingsStyles();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.heading}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{pending ? t('admin:form.saving') : submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * Shows a failed save: field messages of a 400 or 409 beside their fields (the first one focused)
 * and a destructive toast with the reason, translated when it is a known text.
 */
export function useSaveFailure<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  const toast = useFailureToast();
  return (title: string, error: Error) => {
    showBesideFields(error, fields, setError);
    toast(title, error);
  };
}
