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
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { NoScriptNote } from './NoScriptNote';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MODES, type AttendanceMode, type ChamberEvent } from '../../../../shared/entities';
import { validationMessages } from '../../../../shared/messages';
import { localizedPath } from '../../../../shared/routes';
import {
  RegistrationCreateSchema,
  type RegistrationCreate,
  type RegistrationResult,
} from '../../../../shared/schemas/registrations';
import { signInHref } from '../../../ui/sign-in';
import { ApiError, apiRequest } from '../../../ui/api';
import { formatZonedDateTime } from '../../../ui/dates';
import { Honeypot } from '../../../ui/honeypot';
import { useMessageText } from '../../../ui/message-text';
import { registrationClosesAt, registrationState } from '../lib/event-status';
import { REGISTRATION_SERVER_TEXTS } from '../lib/registration-refusals';
import { useMemberAccount } from '../hooks/member-account';
import { useFocusWhenShown, useFormResult } from '../hooks/form-result';
import { showBesideFields } from '../../../ui/server-fields';
import { usePageContext, useRenderTime } from '../page-context';
import { ConsentLabel } from './ConsentLabel';
import { SiteLink } from './SiteLink';
import { fieldRow } from './form-layout';

/** What the form needs of its event (the island's props travel as JSON: only these fields). */
export type RegistrationEvent = Pick<
  ChamberEvent,
  | 'id'
  | 'eventType'
  | 'timeZone'
  | 'date'
  | 'endDate'
  | 'registrationMode'
  | 'registrationOpensAt'
  | 'registrationClosesAt'
  | 'placesLeft'
  | 'waitlist'
  | 'membersOnly'
>;

type RegistrationValues = {
  fullName: string;
  email: string;
  organization: string;
  /** Asked of a hybrid event only. */
  attendance: AttendanceMode | '';
  consent: boolean;
  /** The honeypot: people leave it empty. */
  website: string;
};

const EMPTY: RegistrationValues = {
  fullName: '',
  email: '',
  organization: '',
  attendance: '',
  consent: false,
  website: '',
};
/** The visible fields in the order they appear (the first with an error takes the focus). */
const FIELDS = ['fullName', 'email', 'organization', 'attendance', 'consent'] as const;
type VisibleField = (typeof FIELDS)[number];
const isVisibleField = (name: unknown): name is VisibleField => (FIELDS as readonly unknown[]).includes(name);

/** The request body of the form's values: empty organisation as none, attendance only when asked. */
function bodyOf(values: RegistrationValues, hybrid: boolean): Record<string, unknown> {
  return {
    fullName: values.fullName,
    email: values.email,
    organization: values.organization || null,
    ...(hybrid && values.attendance ? { attendance: values.attendance } : {}),
    consent: values.consent,
    website: values.website,
  };
}

/**
 * Validates with the shared schema (its messages are translated by key), and asks a hybrid event's
 * attendance, which the schema leaves optional because the other formats never ask it.
 */
const resolverFor =
  (hybrid: boolean): Resolver<RegistrationValues> =>
  (values) => {
    const parsed = RegistrationCreateSchema.safeParse(bodyOf(values, hybrid));
    const errors: FieldErrors<RegistrationValues> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isVisibleField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (hybrid && !values.attendance && !errors.attendance) {
      errors.attendance = { type: 'required', message: validationMessages.required };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    scrollMarginTop: '140px',
  },
  title: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  row: fieldRow,
  actions: { display: 'flex', justifyContent: 'flex-start' },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
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

/**
 * The form that registers someone for an event on this site (`#register` of the event page; an
 * island). What it shows follows the registration's state at the page's render instant: when it
 * opens, that it closed, that the event is over or full, or the form (with the waiting list's
 * button when the places are taken). The result is announced and takes the focus; a refusal is
 * shown in the page's language and the typed values stay.
 */
export function RegistrationForm({
  event,
  enquiry,
}: {
  event: RegistrationEvent;
  /** The contact form's address with an enquiry about this event started (offered when it is full). */
  enquiry?: string;
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const state = registrationState(event, useRenderTime());
  const titleId = useId();
  let content;
  const open = state === 'open' || state === 'waitlist';
  const member = useMemberAccount(open && event.membersOnly);
  if (open && event.membersOnly && member.state !== 'member') {
    content = <MembersOnlyNotice event={event} checking={member.state === 'checking'} />;
  } else if (open) {
    content = (
      <OpenForm event={event} waitlist={state === 'waitlist'} member={member.state === 'member' ? member : null} />
    );
  } else {
    const message =
      state === 'notOpen' && event.registrationOpensAt
        ? t('events:registration.opensOn', { date: formatZonedDateTime(event.registrationOpensAt, event.timeZone) })
        : state === 'full'
          ? t('events:registration.full')
          : state === 'past'
            ? t('events:registration.past')
            : t('events:registration.closed');
    content = (
      <>
        <p className={styles.text} data-testid="registration-state">
          {message}
        </p>
        {state === 'full' && enquiry ? (
          <p className={styles.text}>
            <SiteLink to={enquiry} data-testid="registration-enquiry">
              {t('events:registration.askAboutPlace')}
            </SiteLink>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section id="register" className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('events:registration.title')}
      </h2>
      {content}
    </section>
  );
}

/**
 * A members-only event's registration for anyone but a signed-in member representative: who may
 * register, a sign-in link that comes back here, and the way to membership.
 */
function MembersOnlyNotice({ event, checking }: { event: RegistrationEvent; checking: boolean }) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  const { language } = usePageContext();
  const back = localizedPath(`/events/${event.id}#register`, language);
  return (
    <div className={styles.form} data-testid="registration-members-only" aria-busy={checking}>
      <p className={styles.text}>{t('events:registration.membersOnly')}</p>
      <div className={styles.links}>
        <Button as="a" appearance="primary" href={signInHref(back, language)}>
          {t('events:registration.signIn')}
        </Button>
        <SiteLink to="/membership/apply">{t('events:registration.becomeMember')}</SiteLink>
      </div>
    </div>
  );
}

type SignedInMember = { fullName: string; email: string; company: string | null };

function OpenForm({
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
