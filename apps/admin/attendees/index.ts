// The attendees feature's public face: its screen, the events list's attendee links and cells, the
// dashboard's upcoming registrations, and the person pieces the door check-in reuses.
export { AttendeesLink, RegistrationsCell, hasAttendees } from './AttendeesLink';
export { AttendeesScreen } from './AttendeesScreen';
export { OptionalText, PersonName, StatusBadge } from './attendee-cells';
export { PersonFields } from './PersonFields';
export { attendeesPath } from './registration-summary';
export { UpcomingRegistrations } from './UpcomingRegistrations';
