// The attendees feature's public face: its screen, the events list's attendee links and cells, the
// dashboard's upcoming registrations.
export { AttendeesLink, RegistrationsCell, hasAttendees } from './AttendeesLink';
export { AttendeesScreen } from './AttendeesScreen';
export { UpcomingRegistrations } from './UpcomingRegistrations';
