// The addresses of an event's people screens. The events, attendees and door check-in screens link
// to one another by them, so none of those features has to import another's screen to do so.

/** The attendee screen of an event. */
export const attendeesPath = (eventId: number) => `/admin/events/${eventId}/attendees`;

/** The door check-in screen of an event. */
export const doorPath = (eventId: number) => `/admin/events/${eventId}/check-in`;
