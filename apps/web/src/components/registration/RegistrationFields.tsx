import { Checkbox, Field, Input, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MODES } from '../../../../../shared/entities';
import { ConsentLabel } from '../ConsentLabel';
import { fieldRow } from '../form-layout';
import type { useRegistrationForm } from './use-registration-form';

const useStyles = makeStyles({ row: fieldRow });

/** The registration's fields: name and e-mail, organisation, attendance (hybrid events) and consent. */
export function RegistrationFields({ state }: { state: ReturnType<typeof useRegistrationForm> }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const { form, hybrid, idOf, defaults, fieldProps } = state;
  const { register, control } = form;
  return (
    <>
      <div className={styles.row}>
        <Field label={t('events:registration.fullName')} required {...fieldProps('fullName')}>
          {/* Fluent's Input keeps its own value: it starts from the same default as the form. */}
          <Input id={idOf('fullName')} autoComplete="name" defaultValue={defaults.fullName} {...register('fullName')} />
        </Field>
        <Field label={t('events:registration.email')} required {...fieldProps('email')}>
          <Input
            id={idOf('email')}
            type="email"
            autoComplete="email"
            defaultValue={defaults.email}
            {...register('email')}
          />
        </Field>
      </div>
      <Field
        label={t('events:registration.organization')}
        hint={t('events:registration.organizationHint')}
        {...fieldProps('organization')}
      >
        <Input
          id={idOf('organization')}
          autoComplete="organization"
          defaultValue={defaults.organization}
          {...register('organization')}
        />
      </Field>
      {hybrid ? (
        <Field label={t('events:registration.attendance')} required {...fieldProps('attendance')}>
          <Controller
            control={control}
            name="attendance"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(_event, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              >
                {ATTENDANCE_MODES.map((mode, index) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={t(`events:registration.attendanceModes.${mode}`)}
                    {...(index === 0 ? { id: idOf('attendance') } : {})}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </Field>
      ) : null}
      <Field required {...fieldProps('consent')}>
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <Checkbox
              id={idOf('consent')}
              name={field.name}
              checked={field.value}
              onChange={(_event, data) => field.onChange(data.checked === true)}
              onBlur={field.onBlur}
              label={<ConsentLabel text={t('events:registration.consent')} />}
            />
          )}
        />
      </Field>
    </>
  );
}
