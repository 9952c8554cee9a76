import { Checkbox, Field, Textarea } from '@fluentui/react-components';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentLabel } from '../ConsentLabel';
import { ApplicationSection, type FieldStateOf } from './ApplicationSection';
import type { ApplicationValues } from './application-values';

/** The message to the chamber, and the consent to the processing of the application. */
export function MessageSection({
  register,
  control,
  fieldProps,
}: {
  register: UseFormRegister<ApplicationValues>;
  control: Control<ApplicationValues>;
  fieldProps: FieldStateOf;
}) {
  const { t } = useTranslation(['membership', 'common']);
  return (
    <ApplicationSection legend={t('membership:form.messageGroup')}>
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
    </ApplicationSection>
  );
}
