/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Language } from '../../../shared/constants';
import type { AttendanceMode, EventFormat } from '../../../shared/entities';
import { localizedPath } from '../../../shared/routes';
import { oneLine } from '../addresses';
import { Field, MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate, type MailContext } from './types';

/** The site path of the page that cancels a registration; `?token=…` is the link's secret. */
export const REGISTRATION_CANCEL_PATH = '/registration/cancel';

/** What the registration mails say of the event, in the registrant's language. */
export interface RegistrationMailEvent {
  id: number;
  title: string;
  /** Start and end instants (ISO); the end may be absent. */
  start: string;
  end: string | null;
  timeZone: string;
  location: string;
  eventType: EventFormat;
}

/** A registration mail: the event, how they attend, and the secret of their cancellation link. */
export interface RegistrationMailProps {
  event: RegistrationMailEvent;
  attendance: AttendanceMode;
  cancelToken: string;
}

/** A waiting-list mail: the same, with their place in line. */
export interface WaitlistMailProps extends RegistrationMailProps {
  position: number;
}

/** A cancellation's confirmation: only the event. */
export interface CancelledMailProps {
  event: RegistrationMailEvent;
}

/** A registration mail's secret: the token of its cancellation link. */
const cancelLinkSecret = (props: RegistrationMailProps) => [props.cancelToken];

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES', sv: 'sv-SE' };

/**
 * An instant as the registrant reads it: the weekday, day, month, year and time in the event's time
 * zone, with the zone's abbreviation ("Thursday 3 December 2026 at 09:00 CET").
 */
export function eventTime(iso: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** When, where and how: the event's facts under their labels. */
function EventFacts({
  event,
  attendance,
  context,
}: {
  event: RegistrationMailEvent;
  attendance?: AttendanceMode;
  context: MailContext;
}) {
  const { t, language } = context;
  return (
    <>
      <Field label={t('registration.event')}>{event.title}</Field>
      <Field label={t('registration.starts')}>{eventTime(event.start, event.timeZone, language)}</Field>
      {event.end ? (
        <Field label={t('registration.ends')}>{eventTime(event.end, event.timeZone, language)}</Field>
      ) : null}
      <Field label={t('registration.place')}>{event.location}</Field>
      {attendance && event.eventType === 'hybrid' ? (
        <Field label={t('registration.attendance')}>{t(`registration.attendanceModes.${attendance}`)}</Field>
      ) : null}
    </>
  );
}

/** The link to the event's page and the one that gives the place up. */
function EventLinks({ props, context, leave }: { props: RegistrationMailProps; context: MailContext; leave: string }) {
  const { t, language } = context;
  const cancel = context.link(
    localizedPath(`${REGISTRATION_CANCEL_PATH}?token=${encodeURIComponent(props.cancelToken)}`, language),
  );
  return (
    <>
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={context.link(localizedPath(`/events/${props.event.id}`, language))} style={styles.button}>
          {t('registration.open')}
        </Button>
      </Section>
      <Text style={styles.text}>
        {leave}{' '}
        <Link href={cancel} style={styles.link}>
          {t('registration.cancelLink')}
        </Link>
      </Text>
    </>
  );
}

/** A place is theirs (they registered, or staff added them): the event, the calendar file, the way out. */
export const registrationConfirmed = defineTemplate<RegistrationMailProps>({
  secrets: cancelLinkSecret,
  subject: (props, { t }) => t('registrationConfirmed.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('registrationConfirmed.preview', { title: oneLine(props.event.title) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={registrationConfirmed.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('registrationConfirmed.heading')}
        </Heading>
        <Text style={styles.text}>{t('registrationConfirmed.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} attendance={props.attendance} context={context} />
        <Text style={styles.text}>{t('registration.calendarHint')}</Text>
        <EventLinks props={props} context={context} leave={t('registrationConfirmed.cantCome')} />
      </MailLayout>
    );
  },
});

/** The event is full: they are on the waiting list, at `position`. */
export const registrationWaitlisted = defineTemplate<WaitlistMailProps>({
  secrets: cancelLinkSecret,
  subject: (props, { t }) => t('registrationWaitlisted.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('registrationWaitlisted.preview', { position: props.position }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={registrationWaitlisted.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('registrationWaitlisted.heading')}
        </Heading>
        <Text style={styles.text}>
          {t('registrationWaitlisted.body', { title: props.event.title, position: props.position })}
        </Text>
        <EventFacts event={props.event} attendance={props.attendance} context={context} />
        <EventLinks props={props} context={context} leave={t('registrationWaitlisted.leave')} />
      </MailLayout>
    );
  },
});

/** A place opened up and is now theirs (from the waiting list). */
export const registrationPromoted = defineTemplate<RegistrationMailProps>({
  secrets: cancelLinkSecret,
  subject: (props, { t }) => t('registrationPromoted.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('registrationPromoted.preview', { title: oneLine(props.event.title) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={registrationPromoted.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('registrationPromoted.heading')}
        </Heading>
        <Text style={styles.text}>{t('registrationPromoted.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} attendance={props.attendance} context={context} />
        <Text style={styles.text}>{t('registration.calendarHint')}</Text>
        <EventLinks props={props} context={context} leave={t('registrationConfirmed.cantCome')} />
      </MailLayout>
    );
  },
});

/** Their registration is cancelled (by them, or by staff). */
export const registrationCancelled = defineTemplate<CancelledMailProps>({
  subject: (props, { t }) => t('registrationCancelled.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('registrationCancelled.preview', { title: oneLine(props.event.title) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={registrationCancelled.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('registrationCancelled.heading')}
        </Heading>
        <Text style={styles.text}>{t('registrationCancelled.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} context={context} />
        <Text style={styles.footer}>{t('registrationCancelled.again')}</Text>
      </MailLayout>
    );
  },
});

/** The day before: when and where, the calendar file again, the way out for someone who cannot come. */
export const eventReminder = defineTemplate<RegistrationMailProps>({
  secrets: cancelLinkSecret,
  subject: (props, { t }) => t('eventReminder.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t, language }) =>
    t('eventReminder.preview', { when: eventTime(props.event.start, props.event.timeZone, language) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={eventReminder.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('eventReminder.heading')}
        </Heading>
        <Text style={styles.text}>{t('eventReminder.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} attendance={props.attendance} context={context} />
        <EventLinks props={props} context={context} leave={t('registrationConfirmed.cantCome')} />
      </MailLayout>
    );
  },
});

/** Staff moved the event (its time, time zone or place): the new facts, and the updated calendar file. */
export const eventChanged = defineTemplate<RegistrationMailProps>({
  secrets: cancelLinkSecret,
  subject: (props, { t }) => t('eventChanged.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('eventChanged.preview', { title: oneLine(props.event.title) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={eventChanged.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('eventChanged.heading')}
        </Heading>
        <Text style={styles.text}>{t('eventChanged.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} attendance={props.attendance} context={context} />
        <EventLinks props={props} context={context} leave={t('eventChanged.cantCome')} />
      </MailLayout>
    );
  },
});

/** Staff called the event off: it will not take place; nothing else to do. */
export const eventCancelled = defineTemplate<CancelledMailProps>({
  subject: (props, { t }) => t('eventCancelled.subject', { title: oneLine(props.event.title) }),
  preview: (props, { t }) => t('eventCancelled.preview', { title: oneLine(props.event.title) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={eventCancelled.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('eventCancelled.heading')}
        </Heading>
        <Text style={styles.text}>{t('eventCancelled.body', { title: props.event.title })}</Text>
        <EventFacts event={props.event} context={context} />
        <Text style={styles.footer}>{t('eventCancelled.sorry')}</Text>
      </MailLayout>
    );
  },
});
