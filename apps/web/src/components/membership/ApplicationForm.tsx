import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { NoScriptNote } from '../NoScriptNote';
import { useTranslation } from 'react-i18next';
import { type ApplicationCreate } from '../../../../../shared/schemas/membership';
import { ApiError, apiRequest } from '../../../../ui/api';
import { Honeypot } from '../../../../ui/honeypot';
import { useMessageText } from '../../../../ui/message-text';
import { useFocusWhenShown, useFormResult } from '../../hooks/form-result';
import { showBesideFields } from '../../../../ui/server-fields';
import { usePageContext } from '../../page-context';
import { APPLICATION_SERVER_TEXTS } from './application-refusals';
import { type CountryGroup } from './countries';
import { EMPTY, FIELDS, bodyOf, resolver, type ApplicationValues, type VisibleField } from './application-values';
import { CompanySection } from './CompanySection';
import { MessageSection } from './MessageSection';
import { RepresentativeSection } from './RepresentativeSection';
import type { FieldStateOf } from './ApplicationSection';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXL, scrollMarginTop: '140px' },
  title: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
  success: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  successTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  successText: { margin: 0 },
  failure: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * The membership application form of /membership/apply (an island): the company, its
 * representative and a message, checked with the shared schema before it is sent, each message at
 * its field and the focus on the first field in error. The countries come named and grouped from the
 * page (see `countryGroups`); choosing one suggests its region. Once the application is received,
 * a panel that takes the focus says so in place of the form; a refusal is shown in the page's
 * language at its field, or above the button, and the typed values stay.
 */
export function ApplicationForm({ countries }: { countries: CountryGroup[] }) {
  const { t } = useTranslation(['membership', 'common']);
  const styles = useStyles();
  const translate = useMessageText(APPLICATION_SERVER_TEXTS);
  const { language } = usePageContext();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<ApplicationValues>({
    resolver,
    defaultValues: EMPTY,
    // The focus goes to the first field in error in the order they appear, by name (see focusFirst).
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const focusFirst = (fields: readonly string[]) => {
    const first = FIELDS.find((field) => fields.includes(field));
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const {
    submit,
    isPending,
    result: received,
    failure,
  } = useFormResult(
    (values: ApplicationValues) =>
      apiRequest('POST', '/api/membership/applications', {
        ...(bodyOf(values) as ApplicationCreate),
        language,
      }).then(() => ({ company: values.companyName.trim(), email: values.contactEmail.trim() })),
    {
      showsBesideFields: (error) =>
        error instanceof ApiError &&
        (error.status === 400 || error.status === 409) &&
        showBesideFields(error, FIELDS, setError, { focus: focusFirst }),
      refusalOf: (error) =>
        error instanceof ApiError && error.status === 409
          ? (translate(error.serverMessage) ?? t('membership:form.error'))
          : error instanceof ApiError && error.status === 429
            ? t('membership:form.rateLimited')
            : t('membership:form.error'),
    },
  );
  // The panel that replaces the form, and a refusal, take the focus once shown: a screen reader reads them at once.
  const successRef = useFocusWhenShown<HTMLDivElement>(received);
  const failureRef = useFocusWhenShown<HTMLParagraphElement>(failure);

  if (received) {
    return (
      <div
        ref={successRef}
        role="status"
        tabIndex={-1}
        className={styles.success}
        aria-labelledby={`${idPrefix}-received`}
        data-testid="application-received"
      >
        <h2 id={`${idPrefix}-received`} className={styles.successTitle}>
          {t('membership:success.title')}
        </h2>
        <p className={styles.successText}>
          {t('membership:success.text', { company: received.company, email: received.email })}
        </p>
        <p className={styles.successText}>{t('membership:success.next')}</p>
      </div>
    );
  }

  const fieldProps: FieldStateOf = (field: VisibleField) => {
    const message = translate(formState.errors[field]?.message);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };

  return (
    <form
      ref={formRef}
      id="membership-application"
      className={styles.form}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-note`}
      method="post"
      onSubmit={(submitted) => void handleSubmit(submit, (errors) => focusFirst(Object.keys(errors)))(submitted)}
    >
      <NoScriptNote />
      <h2 id={`${idPrefix}-title`} className={styles.title}>
        {t('membership:form.title')}
      </h2>
      <p id={`${idPrefix}-note`} className={styles.text}>
        {t('membership:form.requiredNote')}
      </p>

      <CompanySection form={form} fieldProps={fieldProps} countries={countries} />
      <RepresentativeSection register={register} fieldProps={fieldProps} />
      <MessageSection register={register} control={control} fieldProps={fieldProps} />

      <Honeypot registration={register('website')} />
      {/* Present from the start, so that a refusal that appears in it is announced. */}
      <div aria-live="polite" aria-atomic="true">
        {failure ? (
          <p ref={failureRef} tabIndex={-1} className={styles.failure} data-testid="application-error">
            {failure}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={isPending}
          icon={isPending ? <Spinner size="tiny" /> : undefined}
        >
          {isPending ? t('membership:form.sending') : t('membership:form.submit')}
        </Button>
      </div>
    </form>
  );
}
