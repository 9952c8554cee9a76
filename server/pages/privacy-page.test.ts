import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../shared/routes';
import type { Language } from '../../shared/constants';
import { settingsInput } from '../../tests/factories';
import type { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';

// The privacy policy states the retention periods an admin set, in each language, as the server
// renders it.

/** The retention list of the policy's "How we use your data" section, as its visitors read it. */
const SENTENCES: Record<Language, (periods: Record<string, string>) => string[]> = {
  en: (p) => [
    `enquiries sent through the contact form: ${p.enquiries} after we have dealt with them`,
    `organisation are removed ${p.registrations} after the event`,
    `recognised as spam: after ${p.spam};`,
    `which include your IP address: after ${p.rateLimits};`,
    `sign-in sessions: ${p.sessions}.`,
  ],
  es: (p) => [
    `las consultas enviadas mediante el formulario de contacto: ${p.enquiries} después de haberlas atendido`,
    `su organización se eliminan ${p.registrations} después del evento`,
    `identificados como spam: al cabo de ${p.spam};`,
    `que incluyen su dirección IP: al cabo de ${p.rateLimits};`,
    `las sesiones iniciadas: ${p.sessions}.`,
  ],
  sv: (p) => [
    `förfrågningar via kontaktformuläret: ${p.enquiries} efter att vi har hanterat dem`,
    `din organisation tas bort ${p.registrations} efter evenemanget`,
    `identifierats som skräppost: efter ${p.spam};`,
    `innehåller din IP-adress: efter ${p.rateLimits};`,
    `inloggningssessioner: ${p.sessions}.`,
  ],
};

describe('the privacy policy’s retention periods', () => {
  let server: TestServer;
  let admin: ApiClient;

  /** The text of the policy's section on the use of data, in `language`. */
  const section = async (language: Language) => {
    const response = await fetch(server.baseUrl + localizedPath('/privacy-policy', language));
    expect(response.status).toBe(200);
    const text = parse(await response.text()).querySelector('#how-we-use-your-data')?.text ?? '';
    return text.replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(() => server.close());

  it('states the default periods in every language', async () => {
    const periods = {
      en: {
        enquiries: '24 months',
        registrations: '24 months',
        spam: '30 days',
        rateLimits: '1 day',
        sessions: 'as soon as they expire',
      },
      es: {
        enquiries: '24 meses',
        registrations: '24 meses',
        spam: '30 días',
        rateLimits: '1 día',
        sessions: 'en cuanto caducan',
      },
      sv: {
        enquiries: '24 månader',
        registrations: '24 månader',
        spam: '30 dagar',
        rateLimits: '1 dag',
        sessions: 'så snart de har löpt ut',
      },
    };
    for (const language of ['en', 'es', 'sv'] as const) {
      const text = await section(language);
      for (const sentence of SENTENCES[language](periods[language])) expect(text).toContain(sentence);
      expect(text).not.toContain('{{');
    }
  });

  it('states the periods an admin saved at once, in every language', async () => {
    // Warm the page cache first: the save must clear it.
    await section('en');
    const saved = await admin.put(
      '/api/admin/settings',
      settingsInput({
        defaultLanguage: 'en',
        retention: {
          processedEnquiryMonths: 6,
          spamDays: 14,
          rateLimitDays: 2,
          pastEventRegistrationMonths: 1,
          expiredSessionDays: 7,
        },
      }),
    );
    expect(saved.status).toBe(200);
    const periods = {
      en: {
        enquiries: '6 months',
        registrations: '1 month',
        spam: '14 days',
        rateLimits: '2 days',
        sessions: '7 days after they expire',
      },
      es: {
        enquiries: '6 meses',
        registrations: '1 mes',
        spam: '14 días',
        rateLimits: '2 días',
        sessions: '7 días después de caducar',
      },
      sv: {
        enquiries: '6 månader',
        registrations: '1 månad',
        spam: '14 dagar',
        rateLimits: '2 dagar',
        sessions: '7 dagar efter att de har löpt ut',
      },
    };
    for (const language of ['en', 'es', 'sv'] as const) {
      const text = await section(language);
      for (const sentence of SENTENCES[language](periods[language])) expect(text).toContain(sentence);
      expect(text).not.toContain('24');
    }
  });
});
