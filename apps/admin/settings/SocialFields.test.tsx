import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/constants';
import type { PublicSiteSettings } from '../../../shared/entities';
import { SiteSettingsSchema } from '../../../shared/schemas/account';
import { validationMessages as m } from '../../../shared/messages';
import { SITE_SETTINGS_KEY } from '../queries/settings';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { SitePanel } from './SitePanel';

beforeAll(initTestI18n);

const settings: PublicSiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  translations: { es: { ...DEFAULT_SITE_SETTINGS.translations.es }, sv: { ...DEFAULT_SITE_SETTINGS.translations.sv } },
  retention: { ...DEFAULT_SITE_SETTINGS.retention },
  social: {
    linkedin: 'https://www.linkedin.com/company/inb-chamber',
    x: null,
    facebook: null,
    instagram: null,
    youtube: 'https://www.youtube.com/@inb',
  },
  lang: { siteName: 'en', tagline: 'en' },
};

describe('the site settings’ social media group', () => {
  it('shows each network’s saved address in a labelled, optional web-address field (empty where none)', () => {
    const document = parse(
      renderScreen(<SitePanel />, (queryClient) => queryClient.setQueryData(SITE_SETTINGS_KEY, settings)),
    );
    const group = document
      .querySelectorAll('fieldset')
      .find((fieldset) => fieldset.querySelector('legend')?.text === 'Social media');
    expect(group).toBeDefined();
    expect(group!.text).toContain('The header and footer of the public site link to each profile given');

    const expected = [
      ['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/inb-chamber'],
      ['x', 'X (Twitter)', ''],
      ['facebook', 'Facebook', ''],
      ['instagram', 'Instagram', ''],
      ['youtube', 'YouTube', 'https://www.youtube.com/@inb'],
    ] as const;
    for (const [network, label, value] of expected) {
      const input = group!.querySelector(`input[name="social.${network}"]`);
      expect(input, network).not.toBeNull();
      expect(input!.getAttribute('type')).toBe('url');
      expect(input!.getAttribute('value') ?? '').toBe(value);
      expect(input!.hasAttribute('required')).toBe(false);
      expect(group!.querySelector(`label[for="${input!.getAttribute('id')}"]`)?.text).toContain(label);
    }
  });

  it('checks the addresses as the server does: https only, empty clears one', () => {
    const { lang: _shown, ...saved } = settings;
    const form = { ...saved, social: { linkedin: ' ', x: 'https://x.com/inb' } };
    expect(SiteSettingsSchema.parse(form).social).toEqual({ linkedin: null, x: 'https://x.com/inb' });
    const refused = SiteSettingsSchema.safeParse({ ...form, social: { linkedin: 'http://www.linkedin.com/inb' } });
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['social.linkedin', m.invalidHttpsUrl],
    ]);
  });
});
