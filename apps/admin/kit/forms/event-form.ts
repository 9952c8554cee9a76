import { z } from 'zod';
import type { ManagedEvent, RegistrationMode } from '../../../../shared/entities';
import { EventInputSchema, type EventInput, type EventPayload } from '../../../../shared/schemas/content';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../../shared/time-zones';
import { isoToZonedInput, zonedInputToIso } from './datetime';

// The event form holds its times as the clocks show them where the event happens (its own time
// zone), not as instants: changing the zone keeps the times typed, and only saving turns them into
// instants. The capacity is held as typed text. Everything else is the shared schema's input.

/** The event form's values: the schema's input, with the times as wall-clock text in `timeZone`. */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  /** Empty only in a new form, until a type is chosen. */
  eventType: string;
  /** 'YYYY-MM-DDTHH:mm' in `timeZone` ('' when not set). */
  date: string;
  endDate: string;
  image: string;
  imageAlt: string;
  registrationLink: string;
  featured: boolean;
  timeZone: string;
  /** A region code, or '' for none. */
  region: string;
  registrationMode: RegistrationMode;
  /** A whole number as typed; '' for no limit. */
  capacity: string;
  waitlist: boolean;
  membersOnly: boolean;
  registrationOpensAt: string;
  registrationClosesAt: string;
}

/** The fields each registration mode uses; the others are hidden (their values are kept). */
export const MODE_FIELDS = {
  external: ['registrationLink', 'membersOnly'],
  internal: ['capacity', 'waitlist', 'membersOnly', 'registrationOpensAt', 'registrationClosesAt'],
} as const;

/** A new event's values: in the chamber's time zone, no registration, a waiting list once registration is here. */
export function emptyEventValues(): EventFormValues {
  return {
    title: '',
    description: '',
    location: '',
    eventType: '',
    date: '',
    endDate: '',
    image: '',
    imageAlt: '',
    registrationLink: '',
    featured: false,
    timeZone: DEFAULT_EVENT_TIME_ZONE,
    region: '',
    registrationMode: 'none',
    capacity: '',
    waitlist: true,
    membersOnly: false,
    registrationOpensAt: '',
    registrationClosesAt: '',
  };
}

/** A stored event as form values: its times shown in its own zone, nulls as empty text. */
export function eventToValues(event: ManagedEvent): EventFormValues {
  const zoned = (iso: string | null) => isoToZonedInput(iso, event.timeZone);
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    eventType: event.eventType,
    date: zoned(event.date),
    endDate: zoned(event.endDate),
    image: event.image ?? '',
    imageAlt: event.imageAlt ?? '',
    registrationLink: event.registrationLink ?? '',
    featured: event.featured,
    timeZone: event.timeZone,
    region: event.region ?? '',
    registrationMode: event.registrationMode,
    capacity: event.capacity === null ? '' : String(event.capacity),
    waitlist: event.waitlist,
    membersOnly: event.membersOnly,
    registrationOpensAt: zoned(event.registrationOpensAt),
    registrationClosesAt: zoned(event.registrationClosesAt),
  };
}

/** '' → null, a whole number → that number; anything else is passed on for the schema to refuse. */
function capacityOf(text: string): number | string | null {
  const value = text.trim();
  if (!value) return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const isInstant = (value: string) => value === '' || !Number.isNaN(Date.parse(value));

/**
 * The form's values as the shared schema's input: the times converted from the event's zone to
 * instants. Settings of another registration mode are hidden while they do not apply, so a value
 * there the schema would refuse is left out (the stored one stays) rather than blocking the save
 * with a message nobody can see.
 */
export function eventValuesToInput(values: EventFormValues): EventInput {
  const instant = (text: string) => zonedInputToIso(text, values.timeZone);
  const input: EventInput = {
    title: values.title,
    description: values.description,
    location: values.location,
    eventType: values.eventType as EventInput['eventType'],
    date: instant(values.date),
    endDate: instant(values.endDate),
    image: values.image,
    imageAlt: values.imageAlt,
    registrationLink: values.registrationLink,
    featured: values.featured,
    timeZone: values.timeZone,
    region: values.region as EventInput['region'],
    registrationMode: values.registrationMode,
    capacity: capacityOf(values.capacity) as EventInput['capacity'],
    waitlist: values.waitlist,
    membersOnly: values.membersOnly,
    registrationOpensAt: instant(values.registrationOpensAt),
    registrationClosesAt: instant(values.registrationClosesAt),
  };
  const link = values.registrationLink.trim();
  if (values.registrationMode !== 'external' && link && !z.url({ protocol: /^https?$/ }).safeParse(link).success) {
    delete input.registrationLink;
  }
  if (values.registrationMode !== 'internal') {
    if (typeof input.capacity === 'string' || (typeof input.capacity === 'number' && input.capacity < 1)) {
      delete input.capacity;
    }
    const opens = input.registrationOpensAt ?? '';
    const closes = input.registrationClosesAt ?? '';
    if (!isInstant(opens)) delete input.registrationOpensAt;
    if (!isInstant(closes)) delete input.registrationClosesAt;
    if (opens && closes && isInstant(opens) && isInstant(closes) && Date.parse(closes) <= Date.parse(opens)) {
      delete input.registrationOpensAt;
      delete input.registrationClosesAt;
    }
  }
  return input;
}

/**
 * The event form's schema: the form's values converted, then the very schema the server validates
 * with (its messages land on the same field names).
 */
export const EventFormSchema: z.ZodType<EventPayload, EventFormValues> = z
  .custom<EventFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(eventValuesToInput)
  .pipe(EventInputSchema);
