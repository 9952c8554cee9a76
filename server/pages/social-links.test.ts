import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants';
import { localizedPath } from '../../shared/routes';
import { settingsInput } from '../../tests/factories';
import type { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';

// The header's top bar and the footer link to the social profiles an admin set, as the server
// renders them, and show no social marks at all for networks without one.

const LANGUAGES = ['en', 'es', 'sv'] as const;
/** The name of the list of social links, and the end of each link's name, in each language. */
const LIST_NAME: Record<Language, string> = { en: 'Social media', es: 'Redes sociales', sv: 'Sociala medier' };
const NETWORK_NAMES = ['LinkedIn', 'X (Twitter)', 'Facebook', 'Instagram', 'YouTube'];
const NEW_TAB: Record<Language, string> = {
  en: '(opens in a new tab)',
  es: '(se abre en una pestaña nueva)',
  sv: '(öppnas i en ny flik)',
};

describe('the social profile links of the header and footer', () => {
  let server: TestServer;
  let admin: ApiClient;

  /** The home page in `language`, parsed (always rendered now or served from the page cache). */
  const home = async (language: Language) => {
    const response = await fetch(server.baseUrl + localizedPath('/', language));
    expect(response.status).toBe(200);
    return parse(await response.text());
  };
  /** The social links of the header and of the footer, as a visitor's tools see them. */
  const linksIn = (page: HTMLElement, part: 'header' | 'footer') =>
    page
      .querySelector(part)!
      .querySelectorAll('a')
      .filter((link) => link.getAttribute('target') === '_blank')
      .map((link) => ({
        href: link.getAttribute('href'),
        rel: link.getAttribute('rel'),
        name: link.getAttribute('aria-label'),
      }));

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(() => server.close());

  it('shows no social list while no profile is set', async () => {
    for (const language of LANGUAGES) {
      const page = await home(language);
      expect(page.querySelector(`[aria-label="${LIST_NAME[language]}"]`), language).toBeNull();
      // No mark of any network either (they were named images once, with nowhere to go).
      for (const part of ['header', 'footer'] as const) {
        const markup = page.querySelector(part)!.outerHTML;
        for (const network of NETWORK_NAMES) expect(markup, `${language} ${part}`).not.toContain(network);
      }
      expect(linksIn(page, 'header')).toEqual([]);
      expect(linksIn(page, 'footer')).toEqual([]);
    }
  });

  it('links to each profile set, in a new tab, named in the page’s language, on the next request', async () => {
    const saved = await admin.put('/api/admin/settings', {
      ...settingsInput({ defaultLanguage: 'en' }),
      social: { linkedin: 'https://www.linkedin.com/company/inb-chamber', youtube: 'https://www.youtube.com/@inb' },
    });
    expect(saved.status).toBe(200);
    for (const language of LANGUAGES) {
      const page = await home(language);
      const expected = [
        {
          href: 'https://www.linkedin.com/company/inb-chamber',
          rel: 'noopener noreferrer',
          name: `LinkedIn ${NEW_TAB[language]}`,
        },
        { href: 'https://www.youtube.com/@inb', rel: 'noopener noreferrer', name: `YouTube ${NEW_TAB[language]}` },
      ];
      expect(linksIn(page, 'header'), language).toEqual(expected);
      expect(linksIn(page, 'footer'), language).toEqual(expected);
      // Each in a list named for what it is, with only the marks of the networks set.
      for (const part of ['header', 'footer'] as const) {
        const list = page.querySelector(part)!.querySelector(`ul[aria-label="${LIST_NAME[language]}"]`);
        expect(list, `${language} ${part}`).not.toBeNull();
        expect(list!.querySelectorAll('li').length).toBe(2);
        expect(list!.querySelectorAll('svg').every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true);
      }
    }

    // Cleared again: the list goes with them.
    await admin.put('/api/admin/settings', {
      ...settingsInput({ defaultLanguage: 'en' }),
      social: { linkedin: '', youtube: null },
    });
    for (const language of LANGUAGES) {
      const page = await home(language);
      expect(page.querySelector(`[aria-label="${LIST_NAME[language]}"]`), language).toBeNull();
      expect(linksIn(page, 'footer')).toEqual([]);
    }
  });
});
