import { Field, Input, Select } from '@fluentui/react-components';
import { type ChangeEvent } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES, REGIONS } from '../../../../../shared/entities';
import { COMPANY_SIZES, OTHER_COUNTRY } from '../../../../../shared/membership';
import { regionAfterCountryChange, type CountryGroup } from './countries';
import { ApplicationSection, useSectionStyles, type FieldStateOf } from './ApplicationSection';
import type { ApplicationValues } from './application-values';

/** The company: its name and number, where it is, what it does, its size and site. */
export function CompanySection({
  form,
  fieldProps,
  countries,
}: {
  form: UseFormReturn<ApplicationValues>;
  fieldProps: FieldStateOf;
  countries: CountryGroup[];
}) {
  const { t } = useTranslation(['membership', 'common']);
  const styles = useSectionStyles();
  const { register, getValues, setValue, formState } = form;
  // Choosing a country suggests its region (the visitor may choose another one).
  const country = register('country');
  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const region = regionAfterCountryChange(getValues('region'), getValues('country'), event.target.value);
    void country.onChange(event);
    if (region !== getValues('region')) setValue('region', region, { shouldValidate: formState.isSubmitted });
  };
  return (
    <ApplicationSection legend={t('membership:form.company')}>
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
    </ApplicationSection>
  );
}
