import { REGISTRATION_REFUSALS } from '../../../../shared/schemas/registrations';
import type { ServerTexts } from '../../../ui/message-text';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(REGISTRATION_REFUSALS).map(([key, text]) => [text, key]));

/**
 * The registration API's refusals (409), exact English texts, by their key in
 * `events:serverErrors`: the event page's form shows them in the page's language.
 */
export const REGISTRATION_SERVER_TEXTS: ServerTexts = {
  namespace: 'events',
  keyOf: (message) => KEY_BY_TEXT.get(message.trim()),
};
