import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useRef, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { NoScriptNote } from '../NoScriptNote';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES, REGIONS } from '../../../../../shared/entities';
import { COMPANY_SIZES, OTHER_COUNTRY } from '../../../../../shared/membership';
import { ApplicationCreateSchema, type ApplicationCreate } from '../../../../../shared/schemas/membership';
import { ApiError, apiRequest } from '../../../../ui/api';
import { Honeypot } from '../../../../ui/honeypot';
import { useMessageText } from '../../../../ui/message-text';
import { useFocusWhenShown, useFormResult } from '../../hooks/form-result';
import { showBesideFields } from '../../../../ui/server-fields';
import { usePageContext } from '../../page-context';
import { ConsentLabel } from '../ConsentLabel';
import { APPLICATION_SERVER_TEXTS } from './application-refusals';
import { regionAfterCountryChange, type CountryGroup } from './countries';
import { fieldRow } from '../form-layout';

type ApplicationValues = {
  companyName: string;
  organisationNumber: string;
  country: string;
  region: string;
  industry: string;
  size: string;
  companyWebsite: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  message: string;
  consent: boolean;
  /** The honeypot: people leave it empty (the company's own site is `companyWebsite`). */
  website: string;
};

const EMPTY: ApplicationValues = {
  companyName: '',
  organisationNumber: '',
  country: '',
  region: '',
  industry: '',
  size: '',
  companyWebsite: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  message: '',
  consent: false,
  website: '',
};

/** The visible fields in the order they appear (the first with an error takes the focus). */
const FIELDS = [
  'companyName',
  'organisationNumber',
  'country',
  'region',
  'industry',
  'size',
  'companyWebsite',
  'contactName',
  'contactEmail',
  'contactPhone',
  'message',
  'consent',
] as const;
type VisibleField = (typeof FIELDS)[number];
const isVisibleField = (name: unknown): name is VisibleField => (FIELDS as readonly unknown[]).includes(name);

/** The request body of the form's values (the page's language is added when it is sent). */
function bodyOf(values: ApplicationValues): Record<string, unknown> {
  return {
    companyName: values.companyName,
    organisationNumber: values.organisationNumber,
    country: values.country,
    region: values.region,
    industry: values.industry,
    companyWebsite: values.companyWebsite || null,
    size: values.size,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    message: values.message || null,
    consent: values.consent,
    website: values.website,
  };
}

/** Validates with the shared schema, the first message of each field (translated by key when shown). */
const resolver: Resolver<ApplicationValues> = (values) => {
  const parsed = ApplicationCreateSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ApplicationValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isVisibleField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXL, scrollMarginTop: '140px' },
  title: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
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
  row: fieldRow,
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

  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<ApplicationValues>({
    resolver,
    defaultValues: EMPTY,
    // The focus goes to the first field in error in the order they appear, by name (see focusFirst).
    shouldFocusError: false,
  });
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

  const fieldProps = (field: VisibleField) => {
    const message = translate(formState.errors[field]?.message);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };
  // Choosing a country suggests its region (the visitor may choose another one).
  const country = register('country');
  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const region = regionAfterCountryChange(getValues('region'), getValues('country'), event.target.value);
    void country.onChange(event);
    if (region !== getValues('region')) setValue('region', region, { shouldValidate: formState.isSubmitted });
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

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('membership:form.company')}</legend>
        <div className={styles.row}>
          <Field label={t('membership:form.companyName')} required {...fieldProps('companyName')}>
            <Input autoComplete="organization" {...register('companyName')} />
          </Field>
          <Field
            label={t('membership:form.organisationNumber')}
            hint={t('membership:form.organisationNumberHint')}
            required
            {...fieldProps('organisationNumber')}
          >
            <Input autoComplete="off" {...register('organisationNumber')} />
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('membership:form.country')} required {...fieldProps('country')}>
            {/* The defaults in the markup too: the server's HTML shows the placeholders before (and without) JavaScript. */}
            {/* Fluent puts props it does not know for a select on its wrapper: the token goes to the select itself. */}
            <Select select={{ autoComplete: 'country' }} {...country} onChange={onCountryChange} defaultValue="">
              <option value="" disabled>
                {t('membership:form.countryPlaceholder')}
              </option>
              {countries.map((group) => (
                <optgroup key={group.region} label={t(`common:regions.${group.region}`)}>
                  {group.countries.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              ))}
              <option value={OTHER_COUNTRY}>{t('membership:form.otherCountry')}</option>
            </Select>
          </Field>
          <Field
            label={t('membership:form.region')}
            hint={t('membership:form.regionHint')}
            required
            {...fieldProps('region')}
          >
            <Select {...register('region')} defaultValue="">
              <option value="" disabled>
                {t('membership:form.regionPlaceholder')}
              </option>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {t(`common:regions.${region}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('membership:form.industry')} required {...fieldProps('industry')}>
            <Select {...register('industry')} defaultValue="">
              <option value="" disabled>
                {t('membership:form.industryPlaceholder')}
              </option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {t(`common:industries.${industry}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('membership:form.size')} required {...fieldProps('size')}>
            <Select {...register('size')} defaultValue="">
              <option value="" disabled>
                {t('membership:form.sizePlaceholder')}
              </option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`membership:form.sizes.${size}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field
          label={t('membership:form.companyWebsite')}
          hint={t('membership:form.companyWebsiteHint')}
          {...fieldProps('companyWebsite')}
        >
          <Input type="url" autoComplete="url" {...register('companyWebsite')} />
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('membership:form.representative')}</legend>
        <Field label={t('membership:form.contactName')} required {...fieldProps('contactName')}>
          <Input autoComplete="name" {...register('contactName')} />
        </Field>
        <div className={styles.row}>
          <Field
            label={t('membership:form.contactEmail')}
            hint={t('membership:form.contactEmailHint')}
            required
            {...fieldProps('contactEmail')}
          >
            <Input type="email" autoComplete="email" {...register('contactEmail')} />
          </Field>
          <Field
            label={t('membership:form.contactPhone')}
            hint={t('membership:form.contactPhoneHint')}
            required
            {...fieldProps('contactPhone')}
          >
            <Input type="tel" autoComplete="tel" {...register('contactPhone')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('membership:form.messageGroup')}</legend>
        <Field label={t('membership:form.message')} hint={t('membership:form.messageHint')} {...fieldProps('message')}>
          <Textarea rows={5} resize="vertical" {...register('message')} />
        </Field>
        <Field required {...fieldProps('consent')}>
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(_event, data) => field.onChange(data.checked === true)}
                onBlur={field.onBlur}
                label={<ConsentLabel text={t('membership:form.consent')} />}
              />
            )}
          />
        </Field>
      </fieldset>

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
