/**
 * The server's fixed English texts the admin screens may show (docs/api.md), by their key in
 * `admin:serverErrors`. Shared validation messages are translated by `messageKey` instead.
 */
const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'There must always be at least one active admin': 'lastAdmin',
  'This account has been deactivated. Please contact an administrator.': 'deactivated',
  'This e-mail address is already registered': 'emailTaken',
  'This username is already taken': 'usernameTaken',
  'Something went wrong on our side. Please try again later.': 'unexpected',
  'An invitation to this e-mail address is already pending': 'invitationPending',
  'Invitation not found': 'invitationGone',
  'Newsletter not found': 'newsletterGone',
  'This newsletter was already sent (or is being sent): it can no longer be changed.': 'newsletterNotDraft',
  'This newsletter is already being sent or was sent (perhaps by someone else): it is never sent twice.':
    'newsletterAlreadySent',
  'Choose published news articles only': 'articlesUnpublished',
  // Event registrations (server/registrations, server/routes/registrations).
  'This registration was changed by someone else. Reload it and try again.': 'staleRegistration',
  'Registration not found': 'registrationGone',
  'Event not found': 'eventGone',
  'Only a person on the waiting list can be given a place': 'notWaitlisted',
  'Only a person with a place can be checked in': 'notConfirmed',
  'Registration for this event does not take place on this site': 'registrationNotHere',
  'Registration for this event has not opened yet': 'registrationNotOpen',
  'Registration for this event has closed': 'registrationClosed',
  'This event has already taken place': 'eventPast',
  'This event is full': 'eventFull',
  'This check-in was already sent for another person or event: nothing was changed': 'doorKeyReused',
  // Listing changes members propose (server/routes/listing-changes).
  'Listing change not found': 'listingChangeGone',
  'This change has already been decided': 'changeDecided',
  // Membership applications (server/routes/applications).
  'Application not found': 'applicationGone',
  'This application has already been decided': 'applicationDecided',
  // Regulatory updates mailed to their region's subscribers (server/routes/regulatory-updates).
  'This update was already mailed to its subscribers (perhaps by someone else): it is never mailed twice.':
    'updateAlreadyMailed',
  "Nobody has confirmed a subscription to this region's updates yet: nothing was sent. Mail it once someone has.":
    'updateNoSubscribers',
  // Any stale version of an item (optimistic locking; the answer carries the item as stored now).
  'Someone else changed this item while you were editing it. Your changes were not saved: reload to see their version.':
    'staleVersion',
};

/** The key of the text a stale registration version is answered with (409): the row is read again. */
export const STALE_REGISTRATION_KEY = 'staleRegistration';

/** The `admin:serverErrors` key of a known server text, if it is one. */
export function serverMessageKey(message: string | undefined): string | undefined {
  return message !== undefined && Object.hasOwn(SERVER_MESSAGE_KEYS, message.trim())
    ? SERVER_MESSAGE_KEYS[message.trim()]
    : undefined;
}

/** Every known server text (the tests check each has a translation). */
export const KNOWN_SERVER_MESSAGES: readonly string[] = Object.keys(SERVER_MESSAGE_KEYS);
