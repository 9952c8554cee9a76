import {
  Button,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NoScriptNote } from '../NoScriptNote';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MODES } from '../../../../../shared/entities';
import { type RegistrationCreate, type RegistrationResult } from '../../../../../shared/schemas/registrations';
import { ApiError, apiRequest } from '../../../../ui/api';
import { formatZonedDateTime } from '../../../../ui/dates';
import { Honeypot } from '../../../../ui/honeypot';
import { useMessageText } from '../../../../ui/message-text';
import { registrationClosesAt } from '../../lib/event-status';
import { REGISTRATION_SERVER_TEXTS } from '../../lib/registration-refusals';
import { useFocusWhenShown, useFormResult } from '../../hooks/form-result';
import { showBesideFields } from '../../../../ui/server-fields';
import { usePageContext } from '../../page-context';
import { ConsentLabel } from '../ConsentLabel';
import { fieldRow } from '../form-layout';
import type { RegistrationEvent } from './event';
import { EMPTY, FIELDS, bodyOf, resolverFor, type RegistrationValues, type VisibleField } from './values';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  row: fieldRow,
  actions: { display: 'flex', justifyContent: 'flex-start' },
  success: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  failure: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
});

type SignedInMember = { fullName: string; email: string; company: string | null };

export function OpenForm({
  event,
  waitlist,
  member,
}: {
  event: RegistrationEvent;
  waitlist: boolean;
  /** A member representative signed in: the form starts with their details. */
  member: SignedInMember | null;
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const translate = useMessageText(REGISTRATION_SERVER_TEXTS);
  const { language } = usePageContext();
  const hybrid = event.eventType === 'hybrid';
  const idPrefix = useId();
  const idOf = (field: VisibleField) => `${idPrefix}-${field}`;
  const defaults: RegistrationValues = member
    ? { ...EMPTY, fullName: member.fullName, email: member.email, organization: member.company ?? '' }
    : EMPTY;
  const { register, control, handleSubmit, setError, formState } = useForm<RegistrationValues>({
    resolver: resolverFor(hybrid),
    defaultValues: defaults,
    // The focus goes to the first field in error by its id (a radio group has no input of its own).
    shouldFocusError: false,
  });
  const focusFirst = (fields: readonly string[]) => {
    const first = FIELDS.find((field) => fields.includes(field));
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const { submit, isPending, result, failure } = useFormResult(
    (values: RegistrationValues) =>
      apiRequest<RegistrationResult>('POST', `/api/events/${event.id}/registrations`, {
        ...(bodyOf(values, hybrid) as RegistrationCreate),
        language,
      }).then((outcome) => ({ outcome, email: values.email })),
    {
      showsBesideFields: (error) =>
        error instanceof ApiError &&
        error.status === 400 &&
        showBesideFields(error, FIELDS, setError, { focus: focusFirst }),
      refusalOf: (error) =>
        error instanceof ApiError && (error.status === 409 || error.status === 403)
          ? (translate(error.serverMessage) ?? t('events:registration.error'))
          : error instanceof ApiError && error.status === 429
            ? t('events:registration.rateLimited')
            : t('events:registration.error'),
    },
  );
  // The result and a refusal take the focus once shown, so a screen reader reads them at once.
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(result);
  const failureRef = useFocusWhenShown<HTMLParagraphElement>(failure);

  const fieldProps = (field: VisibleField) => {
    const message = translate(formState.errors[field]?.message);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };
  const closes = formatZonedDateTime(new Date(registrationClosesAt(event)), event.timeZone);

  let announcement = null;
  if (result) {
    const { outcome, email } = result;
    announcement = (
      <p ref={resultRef} tabIndex={-1} className={styles.success} data-testid="registration-result">
        {outcome.status === 'confirmed'
          ? t('events:registration.confirmed', { email })
          : outcome.waitlistPosition !== null
            ? t('events:registration.waitlisted', { position: outcome.waitlistPosition })
            : t('events:registration.waitlistedNoPosition')}
      </p>
    );
  } else if (failure) {
    announcement = (
      <p ref={failureRef} tabIndex={-1} className={styles.failure} data-testid="registration-error">
        {failure}
      </p>
    );
  }
  // One live region, present from the start and after the form, so that what appears in it is
  // announced (and stays where it was when the form gives way to the result).
  const live = (
    <div aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
  return (
    <>
      {result ? null : (
        <form
          className={styles.form}
          noValidate
          aria-describedby={`${idPrefix}-intro`}
          method="post"
          onSubmit={(submitted) => void handleSubmit(submit, (errors) => focusFirst(Object.keys(errors)))(submitted)}
        >
          <NoScriptNote />
          <p id={`${idPrefix}-intro`} className={styles.text}>
            {waitlist ? t('events:registration.waitlistNote') : t('events:registration.openUntil', { date: closes })}
          </p>
          <div className={styles.row}>
            <Field label={t('events:registration.fullName')} required {...fieldProps('fullName')}>
              {/* Fluent's Input keeps its own value: it starts from the same default as the form. */}
              <Input
                id={idOf('fullName')}
                autoComplete="name"
                defaultValue={defaults.fullName}
                {...register('fullName')}
              />
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
          <Honeypot registration={register('website')} />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={isPending}
              icon={isPending ? <Spinner size="tiny" /> : undefined}
            >
              {isPending
                ? t('events:registration.sending')
                : waitlist
                  ? t('events:registration.joinWaitlist')
                  : t('events:registration.submit')}
            </Button>
          </div>
        </form>
      )}
      {live}
    </>
  );
}
