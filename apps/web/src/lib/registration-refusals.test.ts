import { describe, expect, it } from 'vitest';
import { REGISTRATION_REFUSALS } from '../../../../shared/schemas/registrations';
import en from '../locales/en/events.json';
import es from '../locales/es/events.json';
import sv from '../locales/sv/events.json';
import { REGISTRATION_SERVER_TEXTS } from './registration-refusals';

describe("the registration API's refusals", () => {
  it.each(Object.entries(REGISTRATION_REFUSALS))('%s is known by its key and translated', (key, text) => {
    expect(REGISTRATION_SERVER_TEXTS.keyOf(text)).toBe(key);
    for (const strings of [en, es, sv]) {
      expect((strings.serverErrors as Record<string, string>)[key]).toBeTruthy();
    }
  });

  it('leaves any other text alone', () => {
    expect(REGISTRATION_SERVER_TEXTS.keyOf('Something else')).toBeUndefined();
  });
});
