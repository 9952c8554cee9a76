import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/constants';
import { localizedPath } from '../../shared/routes';
import { createEvent, createRegistration } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/helpers/server';

// A full event (no waiting list) offers to ask the chamber about a place: a link to the contact
// form with the enquiry started about the event, as the server renders both pages.

const MESSAGE_START: Record<Language, string> = {
  en: 'I would like to register for “',
  es: 'Me gustaría inscribirme en «',
  sv: 'Jag vill anmäla mig till ”',
};

describe('the enquiry about a place at a full event', () => {
  let server: TestServer;
  let fullId: number;
  let openId: number;
  const title = 'Round table: Baltic ports and Iberian shippers';

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const date = new Date(Math.floor((Date.now() + 20 * 86_400_000) / 60_000) * 60_000);
    const full = await createEvent(server.db, {
      title,
      registrationMode: 'internal',
      capacity: 1,
      waitlist: false,
      date,
    });
    await createRegistration(server.db, full.id, { fullName: 'Taken Place' });
    fullId = full.id;
    openId = (await createEvent(server.db, { registrationMode: 'internal', capacity: 30, date })).id;
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const response = await fetch(server.baseUrl + path);
    expect(response.status, path).toBe(200);
    return parse(await response.text());
  };

  it.each(LANGUAGES)('leads from the full event to the contact form about it, in %s', async (language) => {
    const event = await page(localizedPath(`/events/${fullId}`, language));
    const link = event.querySelector('[data-testid="registration-enquiry"]');
    expect(link).not.toBeNull();
    const href = link!.getAttribute('href')!;
    const address = new URL(href, server.baseUrl);
    expect(address.pathname).toBe(localizedPath('/contact', language));
    expect(address.searchParams.get('inquiryType')).toBe('event');
    expect(address.searchParams.get('event')).toContain(title);

    const contact = await page(href);
    const form = contact.querySelector('#contact-form')!;
    expect(form.querySelector('select option[selected]')?.getAttribute('value')).toBe('event');
    const message = form.querySelector('textarea')!.text;
    expect(message.startsWith(`${MESSAGE_START[language]}${title}, `)).toBe(true);
  });

  it('offers no enquiry while places are left', async () => {
    const event = await page(`/events/${openId}`);
    expect(event.querySelector('#register form, #register [data-testid="registration-state"]')).not.toBeNull();
    expect(event.querySelector('[data-testid="registration-enquiry"]')).toBeNull();
  });
});
