import { Field, Input } from '@fluentui/react-components';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApplicationSection, useSectionStyles, type FieldStateOf } from './ApplicationSection';
import type { ApplicationValues } from './application-values';

/** The person who represents the company: name, e-mail address and phone. */
export function RepresentativeSection({
  register,
  fieldProps,
}: {
  register: UseFormRegister<ApplicationValues>;
  fieldProps: FieldStateOf;
}) {
  const { t } = useTranslation(['membership', 'common']);
  const styles = useSectionStyles();
  return (
    <ApplicationSection legend={t('membership:form.representative')}>
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
    </ApplicationSection>
  );
}
