import { describe, expect, it } from 'vitest';
import en from '../../locales/en/membership.json';
import es from '../../locales/es/membership.json';
import sv from '../../locales/sv/membership.json';
import { APPLICATION_REFUSALS, APPLICATION_SERVER_TEXTS } from './application-refusals';

describe("the application API's refusals", () => {
  it.each(Object.entries(APPLICATION_REFUSALS))('%s is known by its key and translated', (key, text) => {
    expect(APPLICATION_SERVER_TEXTS.keyOf(text)).toBe(key);
    expect(APPLICATION_SERVER_TEXTS.keyOf(` ${text} `)).toBe(key);
    for (const strings of [en, es, sv]) {
      expect((strings.serverErrors as Record<string, string>)[key]).toBeTruthy();
    }
  });

  it('leaves any other text alone', () => {
    expect(APPLICATION_SERVER_TEXTS.keyOf('Something else')).toBeUndefined();
  });
});
