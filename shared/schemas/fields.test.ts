import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isOrganisationNumber } from '../membership';
import { SiteSettingsSchema, AccountUpdateSchema } from './account';
import { LoginSchema, RegisterSchema } from './auth';
import { ContactCreateSchema } from './contact';
import { EventInputSchema, MemberInputSchema, NewsInputSchema } from './content';
import { multiLine, requiredString, singleLine } from './fields';
import { MemberImportSchema } from './imports';
import { ApplicationCreateSchema, RepresentativeInviteSchema } from './membership';
import { NewsletterInputSchema } from './newsletter';
import { RegistrationCreateSchema } from './registrations';
import { OfficeInputSchema } from './resources';
import { translationUpdateSchema } from './translations';

/** The first message of each failing path, like the server's `fields`. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

/** Characters that are refused inside any text: C0 (but for line breaks and tab), DEL, C1, bidi controls. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u009B'];
const FORMATTING = ['\u202A', '\u202E', '\u2066', '\u2069'];
/** Line breaks of every kind: refused in one line with the one-line message. */
const LINE_BREAKS = ['\r\n', '\n', '\r', '\u0085', '\u2028', '\u2029'];

describe('singleLine and multiLine', () => {
  const line = singleLine(requiredString().trim());
  const lines = multiLine(requiredString().trim());

  it('refuses a line break in one line, and any other control or bidirectional control with its own message', () => {
    for (const breaking of LINE_BREAKS) {
      expect(messagesOf(line, `Eve${breaking}Bcc: x@example.com`), JSON.stringify(breaking)).toEqual({
        '': m.singleLine,
      });
    }
    for (const control of [...CONTROLS, '\t', ...FORMATTING]) {
      expect(messagesOf(line, `Eve${control}Smith`), JSON.stringify(control)).toEqual({ '': m.controlCharacters });
    }
  });

  it('keeps line breaks (LF, CRLF) and tabs in text of several lines, refusing every other control', () => {
    expect(lines.parse('First line\r\nSecond\tline\nThird')).toBe('First line\r\nSecond\tline\nThird');
    for (const control of [...CONTROLS, '\r', '\u0085', '\u2028', '\u2029', ...FORMATTING]) {
      expect(messagesOf(lines, `First${control}second`), JSON.stringify(control)).toEqual({ '': m.controlCharacters });
    }
  });

  it('accepts the names people write: accents, right-to-left marks, apostrophes, emoji', () => {
    for (const name of ['Zoë Ortega-Núñez', 'Sjöberg & Söner AB', 'O’Brien', '\u200Fمريم\u200E', 'Ana 🌍']) {
      expect(line.parse(name)).toBe(name);
      expect(lines.parse(name)).toBe(name);
    }
  });
});

const contact = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  inquiryType: 'membership',
  message: 'We would like to know more about membership.',
};
const registration = { fullName: 'Eve Adams', email: 'eve@example.com', consent: true };
const member = {
  name: 'Andes Nord SpA',
  location: 'Santiago',
  description: 'Copper tools.',
  industry: 'technology',
  region: 'ibero-america',
};
const event = {
  title: 'Nordic Trade Evening',
  description: 'Talks and networking.',
  location: 'Madrid',
  eventType: 'in-person',
  date: '2026-12-20T18:00:00.000Z',
};
const news = {
  title: 'Trade grows',
  excerpt: 'Exports rose.',
  content: 'Exports rose by a tenth.',
  category: 'trade',
  publishDate: '2026-12-01T08:00:00.000Z',
};
const application = {
  companyName: 'Andes Nord SpA',
  organisationNumber: '76.123.456-7',
  country: 'CL',
  region: 'ibero-america',
  industry: 'technology',
  size: '10-49',
  contactName: 'Lucía Fernández',
  contactEmail: 'lucia@andes.example',
  contactPhone: '+56 2 2345 6789',
  message: 'We export copper tools.',
  consent: true,
};
const office = {
  city: 'Stockholm',
  country: 'Sweden',
  region: 'nordic',
  street: 'Storgatan 1',
  postalCode: '111 22',
  phone: '+46 8 123 456',
  email: 'office@chamber.example',
};

/** Every schema of a form, a valid body, and its fields of one line and of several lines. */
const FORMS: { name: string; schema: z.ZodType; valid: Record<string, unknown>; line: string[]; lines: string[] }[] = [
  {
    name: 'contact',
    schema: ContactCreateSchema,
    valid: { ...contact, organization: 'Puente' },
    line: ['fullName', 'organization'],
    lines: ['message'],
  },
  {
    name: 'registration',
    schema: RegistrationCreateSchema,
    valid: { ...registration, organization: 'Fjord AB' },
    line: ['fullName', 'organization'],
    lines: [],
  },
  {
    name: 'member',
    schema: MemberInputSchema,
    valid: { ...member, logoAlt: 'Logo' },
    line: ['name', 'location', 'logoAlt'],
    lines: ['description'],
  },
  {
    name: 'member import',
    schema: MemberImportSchema,
    valid: { ...member, contactName: 'Ana Pérez' },
    line: ['name', 'contactName', 'organisationNumber'],
    lines: ['description'],
  },
  {
    name: 'event',
    schema: EventInputSchema,
    valid: { ...event, imageAlt: 'Stage' },
    line: ['title', 'location', 'imageAlt'],
    lines: ['description'],
  },
  { name: 'news', schema: NewsInputSchema, valid: news, line: ['title'], lines: ['excerpt', 'content'] },
  {
    name: 'application',
    schema: ApplicationCreateSchema,
    valid: application,
    line: ['companyName', 'organisationNumber', 'contactName'],
    lines: ['message'],
  },
  {
    name: 'representative',
    schema: RepresentativeInviteSchema,
    valid: { fullName: 'Bo Ek', email: 'bo@example.se', language: 'sv' },
    line: ['fullName'],
    lines: [],
  },
  {
    name: 'register',
    schema: RegisterSchema,
    valid: { username: 'eve.adams', password: 'secret123', fullName: 'Eve Adams', email: 'eve@example.com' },
    line: ['username', 'fullName'],
    lines: [],
  },
  {
    name: 'login',
    schema: LoginSchema,
    valid: { username: 'eve.adams', password: 'secret123' },
    line: ['username'],
    lines: [],
  },
  {
    name: 'account',
    schema: AccountUpdateSchema,
    valid: { fullName: 'Eve Adams', email: 'eve@example.com' },
    line: ['fullName'],
    lines: [],
  },
  {
    name: 'settings',
    schema: SiteSettingsSchema,
    valid: { siteName: 'Chamber', tagline: 'Trade', defaultLanguage: 'en', contactEmail: 'office@chamber.example' },
    line: ['siteName', 'tagline'],
    lines: [],
  },
  {
    name: 'office',
    schema: OfficeInputSchema,
    valid: office,
    line: ['city', 'country', 'street', 'postalCode'],
    lines: [],
  },
  {
    name: 'newsletter',
    schema: NewsletterInputSchema,
    valid: { list: 'newsletter', content: { en: { subject: 'News', body: 'Hello.' } } },
    line: ['content.en.subject'],
    lines: ['content.en.body'],
  },
  {
    name: 'event translation',
    schema: translationUpdateSchema('events'),
    valid: { version: 1, ready: false, fields: { title: 'Velada', description: 'Charlas.' } },
    line: ['fields.title'],
    lines: ['fields.description'],
  },
];

/** `body` with the field at `path` (dotted) set to `value`. */
function withField(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head!]: value };
  return { ...body, [head!]: withField(body[head!] as Record<string, unknown>, rest.join('.'), value) };
}

describe.each(FORMS)('the $name schema', ({ schema, valid, line, lines }) => {
  it('accepts the valid body', () => {
    expect(messagesOf(schema, valid)).toEqual({});
  });

  it.each(line)('refuses control characters and line breaks in %s', (field) => {
    expect(messagesOf(schema, withField(valid, field, 'Eve\r\nBcc: x@e.se'))).toEqual({ [field]: m.singleLine });
    for (const control of ['\u0001', '\u007F', '\u009F', '\u202E']) {
      expect(messagesOf(schema, withField(valid, field, `Eve${control}1234`))).toEqual({
        [field]: m.controlCharacters,
      });
    }
  });

  it.each(lines)('keeps line breaks in %s and refuses other control characters', (field) => {
    expect(messagesOf(schema, withField(valid, field, 'First line.\r\nSecond line.\n\tThird.'))).toEqual({});
    for (const control of ['\u0001', '\u000B', '\u007F', '\u009B', '\u2066']) {
      expect(messagesOf(schema, withField(valid, field, `First${control} line.`))).toEqual({
        [field]: m.controlCharacters,
      });
    }
  });
});

describe('organisation numbers', () => {
  const NUMBERS: [country: string, typed: string][] = [
    ['NO', '987 654 321'],
    ['NO', '987654321 MVA'],
    ['CL', '76.123.456-7'],
    ['CL', '7.612.345-K'],
    ['SE', '556677-8899'],
    ['FI', '1234567-8'],
    ['DK', '12 34 56 78'],
    ['ES', 'B-12345678'],
    ['BR', '12.345.678/0001-95'],
    ['AR', '30-12345678-9'],
    ['MX', 'ABC-123456-XY9'],
    ['EE', '1234 5678'],
    ['other', 'HRB 12345'],
  ];

  it.each(NUMBERS)('accepts %s %s as people type it, kept as typed', (country, typed) => {
    const parsed = ApplicationCreateSchema.parse({ ...application, country, organisationNumber: ` ${typed} ` });
    expect(parsed.organisationNumber).toBe(typed);
    expect(isOrganisationNumber(typed, country)).toBe(true);
  });

  it('refuses a number that is not one, or not of its country’s format', () => {
    for (const [country, typed] of [
      ['NO', '987 654 32'],
      ['CL', '76.123.456-X'],
      ['SE', '55667-8899'],
      ['other', '--'],
      ['other', '12#45'],
    ] as const) {
      expect(
        messagesOf(ApplicationCreateSchema, { ...application, country, organisationNumber: typed }),
        `${country} ${typed}`,
      ).toEqual({ organisationNumber: m.invalidOrganisationNumber });
    }
  });

  it('checks an imported member’s number without a country, separators removed', () => {
    for (const [, typed] of NUMBERS) {
      expect(MemberImportSchema.parse({ ...member, organisationNumber: typed }).organisationNumber).toBe(typed);
    }
    expect(messagesOf(MemberImportSchema, { ...member, organisationNumber: '12 3' })).toEqual({
      organisationNumber: m.invalidOrganisationNumber,
    });
  });
});
