import { type ChamberEvent } from '../../../../../shared/entities';

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
