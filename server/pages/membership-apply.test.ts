import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { INDUSTRIES, REGIONS } from '../../shared/entities';
import { COMPANY_SIZES, COUNTRIES, COUNTRIES_BY_REGION } from '../../shared/membership';
import { localizedPath } from '../../shared/routes';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { siteText } from '../../tests/helpers/public-pages';

// The membership application page as a browser gets it before any script runs, and the links that
// lead to it from the other pages.

/** A string of the site's translations, e.g. text('es', 'membership', 'hero.title'). */
const text = siteText;

/** What a Fluent label shows: its text without the required marker. */
const labelText = (label: HTMLElement) => label.text.replace(/\s*\*\s*$/, '').trim();

describe('the membership application page', () => {
  let server: TestServer;
  const get = async (path: string) => {
    const response = await fetch(server.baseUrl + path, { redirect: 'manual' });
    return { status: response.status, document: parse(await response.text()) };
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const t = (key: string) => text(language, 'membership', key);

    it('is the page in its language: title, introduction and the whole form before any script', async () => {
      const page = await get(localizedPath('/membership/apply', language));
      expect(page.status).toBe(200);
      const { document } = page;
      expect(document.querySelector('html')!.getAttribute('lang')).toBe(language);
      expect(document.querySelector('h1')!.text.trim()).toBe(t('hero.title'));
      expect(document.querySelector('title')!.text).toContain(t('meta.title'));

      // Who can apply and what follows, the steps in order.
      const intro = document.querySelector('[data-testid="membership-intro"]')!;
      expect(intro.text).toContain(t('intro.who'));
      expect(intro.querySelectorAll('ol li').map((item) => item.text.trim())).toEqual(
        ['received', 'review', 'decision', 'listing'].map((step) => t(`intro.steps.${step}`)),
      );

      const form = document.querySelector('form#membership-application')!;
      expect(form).not.toBeNull();
      // The three groups, each a fieldset named by its legend.
      expect(form.querySelectorAll('fieldset > legend').map((legend) => legend.text.trim())).toEqual([
        t('form.company'),
        t('form.representative'),
        t('form.messageGroup'),
      ]);

      // Every field labelled, required where the schema requires it, with its autocomplete token.
      const control = (name: string) => form.querySelector(`[name="${name}"]`)!;
      const labelOf = (name: string) => {
        const element = control(name);
        const id = element.getAttribute('id');
        const label =
          form.querySelector(`label[for="${id}"]`) ?? form.querySelector(`#${element.getAttribute('aria-labelledby')}`);
        return label ? labelText(label) : undefined;
      };
      const fields: [name: string, tag: string, label: string, required: boolean, autocomplete: string | undefined][] =
        [
          ['companyName', 'input', 'form.companyName', true, 'organization'],
          ['organisationNumber', 'input', 'form.organisationNumber', true, 'off'],
          ['country', 'select', 'form.country', true, 'country'],
          ['region', 'select', 'form.region', true, undefined],
          ['industry', 'select', 'form.industry', true, undefined],
          ['size', 'select', 'form.size', true, undefined],
          ['companyWebsite', 'input', 'form.companyWebsite', false, 'url'],
          ['contactName', 'input', 'form.contactName', true, 'name'],
          ['contactEmail', 'input', 'form.contactEmail', true, 'email'],
          ['contactPhone', 'input', 'form.contactPhone', true, 'tel'],
          ['message', 'textarea', 'form.message', false, undefined],
        ];
      for (const [name, tag, label, required, autocomplete] of fields) {
        const element = control(name);
        expect(element, name).not.toBeNull();
        expect(element.tagName.toLowerCase(), name).toBe(tag);
        expect(labelOf(name), name).toBe(t(label));
        expect(element.getAttribute('aria-required') === 'true' || element.hasAttribute('required'), name).toBe(
          required,
        );
        expect(element.getAttribute('autocomplete'), name).toBe(autocomplete);
      }
      expect(control('contactEmail').getAttribute('type')).toBe('email');
      expect(control('contactPhone').getAttribute('type')).toBe('tel');
      expect(control('companyWebsite').getAttribute('type')).toBe('url');
      // Hints are read with their field.
      const hint = form.querySelector(`#${control('organisationNumber').getAttribute('aria-describedby')}`);
      expect(hint?.text).toBe(t('form.organisationNumberHint'));

      // Countries grouped by region, named in the page's language, with "another country" last;
      // the placeholder is the selected option in the markup itself.
      const country = control('country');
      const groups = country.querySelectorAll('optgroup');
      expect(groups.map((group) => group.getAttribute('label'))).toEqual(
        REGIONS.map((region) => text(language, 'common', `regions.${region}`)),
      );
      for (const [index, region] of REGIONS.entries()) {
        const codes = groups[index]!.querySelectorAll('option').map((option) => option.getAttribute('value'));
        expect(codes.sort()).toEqual([...COUNTRIES_BY_REGION[region]].sort());
      }
      const options = country.querySelectorAll('option');
      expect(options).toHaveLength(COUNTRIES.length + 1);
      expect(options.at(-1)!.getAttribute('value')).toBe('other');
      expect(options.at(-1)!.text).toBe(t('form.otherCountry'));
      const sweden = country.querySelector('option[value="SE"]')!.text;
      expect(sweden).toBe(new Intl.DisplayNames([language], { type: 'region' }).of('SE'));
      expect(sweden).toBe({ en: 'Sweden', es: 'Suecia', sv: 'Sverige' }[language]);
      for (const name of ['country', 'region', 'industry', 'size']) {
        const selected = control(name)
          .querySelectorAll('option')
          .filter((option) => option.hasAttribute('selected'));
        expect(
          selected.map((option) => option.getAttribute('value')),
          name,
        ).toEqual(['']);
      }

      // Industries and sizes with their translated names.
      expect(
        control('industry')
          .querySelectorAll('option[value]:not([value=""])')
          .map((option) => [option.getAttribute('value'), option.text]),
      ).toEqual(INDUSTRIES.map((industry) => [industry, text(language, 'common', `industries.${industry}`)]));
      expect(
        control('size')
          .querySelectorAll('option[value]:not([value=""])')
          .map((option) => [option.getAttribute('value'), option.text]),
      ).toEqual(COMPANY_SIZES.map((size) => [size, t(`form.sizes.${size}`)]));

      // Consent: a check box whose sentence links to the privacy policy in the page's language.
      const consent = control('consent');
      expect(consent.getAttribute('type')).toBe('checkbox');
      const consentLabel = form.querySelector(`label[for="${consent.getAttribute('id')}"]`)!;
      const policy = consentLabel.querySelector('a')!;
      expect(policy.getAttribute('href')).toBe(localizedPath('/privacy-policy', language));
      expect(consentLabel.text).not.toContain('<policy>');
      expect(consentLabel.text).toContain(policy.text);

      // The honeypot, out of sight and out of the tab order.
      const honeypot = form.querySelector('[data-testid="honeypot"]')!;
      expect(honeypot.getAttribute('aria-hidden')).toBe('true');
      expect(honeypot.querySelector('input[name="website"]')!.getAttribute('tabindex')).toBe('-1');

      const submit = form.querySelector('button[type="submit"]')!;
      expect(submit.text.trim()).toBe(t('form.submit'));
      expect(submit.hasAttribute('disabled')).toBe(false);

      // The island hydrates with the same countries and the page's strings of its namespace.
      const state = JSON.parse(document.querySelector('#page-state')!.text) as {
        strings: Record<string, unknown>;
        islands: { name: string; props: { countries?: { region: string; countries: { code: string }[] }[] } }[];
      };
      const island = state.islands.find((record) => record.name === 'MembershipApplicationForm')!;
      expect(island.props.countries?.map((group) => group.region)).toEqual([...REGIONS]);
      expect(Object.keys(state.strings)).toContain('membership');
    });

    it('sends every "Become a Member" link, and the contact page, to the application page', async () => {
      const target = localizedPath('/membership/apply', language);
      const linksTo = (document: HTMLElement, label: string) =>
        document
          .querySelectorAll('main a')
          .filter((link) => link.text.trim() === label)
          .map((link) => link.getAttribute('href'));

      const home = (await get(localizedPath('/', language))).document;
      expect(linksTo(home, text(language, 'home', 'hero.becomeMember'))).toContain(target);
      const planCta = home
        .querySelectorAll('#membership a')
        .filter((link) => link.text.trim() === text(language, 'home', 'membership.business.cta'));
      expect(planCta.map((link) => link.getAttribute('href'))).toEqual([target]);
      // A partnership is still an enquiry.
      const partnership = home
        .querySelectorAll('#membership a')
        .find((link) => link.text.trim() === text(language, 'home', 'membership.partnership.cta'))!;
      expect(partnership.getAttribute('href')).toBe(
        localizedPath('/contact?inquiryType=partnership#contact-form', language),
      );

      const about = (await get(localizedPath('/about', language))).document;
      expect(linksTo(about, text(language, 'about', 'cta.join'))).toEqual([target]);

      const members = (await get(localizedPath('/members', language))).document;
      expect(linksTo(members, text(language, 'members', 'hero.join'))).toEqual([target]);

      const contact = (await get(localizedPath('/contact', language))).document;
      expect(linksTo(contact, text(language, 'contact', 'benefits.applicationForm'))).toEqual([target]);
    });
  });
});
