import ICAL from 'ical.js';

// The calendar tests read what the server writes with a maintained parser (ical.js), as a calendar
// client would: times are resolved with the file's own VTIMEZONEs only, never a built-in zone table.

/** One VEVENT as a client reads it. */
export interface ReadEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  /** The TZID of DTSTART (null: written in UTC). */
  startZone: string | null;
  /** DTSTART as a UTC instant (ISO), resolved with the file's VTIMEZONE. */
  start: string;
  end: string;
  /** DTSTART as written: the wall-clock time in its zone (`2026-03-29T10:00:00`). */
  startLocal: string;
}

/** A calendar file as a client reads it. */
export interface ReadCalendar {
  prodId: string;
  name: string;
  /** The TZIDs of its VTIMEZONEs. */
  timeZones: string[];
  events: ReadEvent[];
}

const text = (component: InstanceType<typeof ICAL.Component>, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? '' : String(value);
};

/** Parses an iCalendar text (throws when ical.js cannot read it) and resolves its times. */
export function readIcs(ics: string): ReadCalendar {
  const calendar = ICAL.Component.fromString(ics);
  expectOne(calendar.name === 'vcalendar', 'the file is one VCALENDAR');
  // Only the file's own zones: a missing or wrong VTIMEZONE shows up as a wrong instant.
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    const startProperty = component.getFirstProperty('dtstart');
    const zone = startProperty?.getParameter('tzid');
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: component.getFirstPropertyValue('url') === null ? null : text(component, 'url'),
      startZone: typeof zone === 'string' ? zone : null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startLocal: event.startDate.toString().slice(0, 19),
    };
  });
  return {
    prodId: text(calendar, 'prodid'),
    // ical.js keeps an X- property's value as written; calendars read X-WR-CALNAME as TEXT.
    name: text(calendar, 'x-wr-calname').replace(/\\([\\;,nN])/g, (_match, character: string) =>
      character.toLowerCase() === 'n' ? '\n' : character,
    ),
    timeZones: zones.map((zone) => text(zone, 'tzid')),
    events,
  };
}

function expectOne(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Not a calendar: ${what}`);
}
