import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { localizedPath } from '../../shared/routes';
import { renderFixturePage } from '../../tests/helpers/page-render';

// The contact form's choices carried in its address (`?inquiryType=`, `?event=`), as the server
// writes them into the form's HTML, and the home page's buttons that lead to it.

const DATA = { members: [], events: [], news: [], offices: [] };

const form = (document: HTMLElement) => document.querySelector('#contact-form')!;
const selectedType = (document: HTMLElement) =>
  form(document).querySelector('select option[selected]')?.getAttribute('value') ?? null;
const message = (document: HTMLElement) => form(document).querySelector('textarea')!;

describe.each(LANGUAGES)('in %s', (language) => {
  it("leads the home page's membership buttons to the application form and the partnership one to a partnership enquiry", async () => {
    const { document } = await renderFixturePage('/', DATA, language);
    const plans = document.querySelectorAll('#membership [data-testid="membership-card"]');
    expect(plans).toHaveLength(2);
    const [business, partnership] = plans.map((plan) => plan.querySelector('a')!.getAttribute('href'));
    expect(business).toBe(localizedPath('/membership/apply', language));
    expect(partnership).toBe(localizedPath('/contact?inquiryType=partnership#contact-form', language));
    // The hero's "Become a Member" goes where the membership plan does.
    const hero = document.querySelector('main a[href$="/membership/apply"]');
    expect(hero?.getAttribute('href')).toBe(localizedPath('/membership/apply', language));
  });

  it.each(['partnership', 'membership', 'event'])('preselects the inquiry type %s from the address', async (type) => {
    const { document } = await renderFixturePage(`/contact?inquiryType=${type}`, DATA, language);
    expect(selectedType(document)).toBe(type);
    expect(message(document).text).toBe('');
  });

  it('ignores an inquiry type the form does not offer', async () => {
    const { document } = await renderFixturePage('/contact?inquiryType=admin', DATA, language);
    expect(selectedType(document)).toBe('');
  });
});

describe('an event named in the address', () => {
  it('starts the message with it as plain text, cut to a bounded length', async () => {
    const event = '<b onmouseover="alert(1)">Nordic Day</b> & more ' + 'x'.repeat(400);
    const address = `/contact?${new URLSearchParams({ inquiryType: 'event', event }).toString()}`;
    const { document, html } = await renderFixturePage(address, DATA, 'sv');
    const textarea = message(document);
    expect(textarea.querySelectorAll('*')).toHaveLength(0);
    expect(html).not.toContain('<b onmouseover');
    const text = textarea.text;
    expect(text.startsWith('Jag vill anmäla mig till ”<b onmouseover="alert(1)">Nordic Day</b> & more')).toBe(true);
    expect(text.length).toBeLessThan(260);
  });
});
