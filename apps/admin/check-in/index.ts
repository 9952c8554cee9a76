// The door check-in's public face: its screen, the links to it from the events and attendees
// screens, the door list's address (attendee printing) and forgetting the lists at sign-out.
export { DoorLink, DoorRowLink } from './DoorLink';
export { DoorScreen } from './DoorScreen';
export { doorListPath, forgetDoorLists } from './use-door';
