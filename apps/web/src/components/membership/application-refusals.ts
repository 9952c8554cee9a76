import { APPLICATION_REFUSALS } from '../../../../../shared/schemas/membership';
import type { ServerTexts } from '../../../../ui/message-text';

// The application API's refusals (409) by their key in `membership:serverErrors`: the form shows
// them, in the page's language, at the field they name.

export { APPLICATION_REFUSALS } from '../../../../../shared/schemas/membership';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(APPLICATION_REFUSALS).map(([key, text]) => [text, key]));

export const APPLICATION_SERVER_TEXTS: ServerTexts = {
  namespace: 'membership',
  keyOf: (message) => KEY_BY_TEXT.get(message.trim()),
};
