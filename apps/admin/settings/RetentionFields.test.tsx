import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/constants';
import type { PublicSiteSettings } from '../../../shared/entities';
import { SITE_SETTINGS_KEY } from '../queries/settings';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { SitePanel } from './SitePanel';

beforeAll(initTestI18n);

const settings: PublicSiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  translations: { es: { ...DEFAULT_SITE_SETTINGS.translations.es }, sv: { ...DEFAULT_SITE_SETTINGS.translations.sv } },
  retention: {
    processedEnquiryMonths: 18,
    spamDays: 14,
    rateLimitDays: 2,
    pastEventRegistrationMonths: 36,
    expiredSessionDays: 3,
    sentMailDays: 21,
  },
  lang: { siteName: 'en', tagline: 'en' },
};

describe('the site settings’ data retention group', () => {
  it('shows each saved period in a labelled whole-number field with its bounds and help', () => {
    const document = parse(
      renderScreen(<SitePanel />, (queryClient) => queryClient.setQueryData(SITE_SETTINGS_KEY, settings)),
    );
    const group = document
      .querySelectorAll('fieldset')
      .find((fieldset) => fieldset.querySelector('legend')?.text === 'Data retention');
    expect(group).toBeDefined();

    const field = (name: string) => {
      const input = group!.querySelector(`input[name="retention.${name}"]`);
      expect(input, name).not.toBeNull();
      const label = group!.querySelector(`label[for="${input!.getAttribute('id')}"]`);
      return { input: input!, label: label?.text ?? '' };
    };
    const expected = [
      ['processedEnquiryMonths', '18', 'Processed enquiries (months)', '1', '120'],
      ['pastEventRegistrationMonths', '36', 'Registrations of past events (months)', '1', '120'],
      ['spamDays', '14', 'Spam (days)', '1', '365'],
      ['rateLimitDays', '2', 'Misuse protection records (days)', '1', '365'],
      ['expiredSessionDays', '3', 'Expired sign-in sessions (days)', '0', '30'],
      ['sentMailDays', '21', 'Sent mail (days)', '1', '365'],
    ] as const;
    for (const [name, value, label, min, max] of expected) {
      const { input, label: shown } = field(name);
      expect(input.getAttribute('type')).toBe('number');
      expect(input.getAttribute('value')).toBe(value);
      expect(input.getAttribute('min')).toBe(min);
      expect(input.getAttribute('max')).toBe(max);
      expect(input.hasAttribute('required')).toBe(true);
      expect(shown).toContain(label);
    }
    expect(group!.text).toContain(`Open enquiries are kept. From 1 to 120.`);
    expect(group!.text).toContain('deleted after this many days. From 1 to 365.');
    expect(group!.text).toContain('0 deletes it at once. From 0 to 30.');
  });
});
