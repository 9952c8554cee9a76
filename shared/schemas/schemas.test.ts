import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messageKey, validationMessages, type ValidationMessageKey } from '../messages';
import {
  ContactCreateSchema,
  LoginSchema,
  RegisterFormSchema,
  RegisterSchema,
  SubscribeSchema,
  toRegisterPayload,
  UserCreateSchema,
  type RegisterForm,
} from '.';
import { utf8ByteLength } from './fields';

/** The first message of each failing path ('' for the object itself), like the server's `fields`. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

/** Whether the input fails with an unrecognized-key issue naming `key`. */
function refusesUnknownKey(schema: z.ZodType, input: unknown, key: string): boolean {
  const result = schema.safeParse(input);
  return (
    !result.success &&
    result.error.issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes(key))
  );
}

const validContact = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  organization: 'Puente Norte Capital',
  inquiryType: 'membership',
  message: 'We would like to know more about membership.',
};

const validRegister = {
  username: 'maria_s',
  password: 'secret-pass',
  fullName: 'María Svensson',
  email: 'maria@example.com',
};

const validForm = { ...validRegister, confirmPassword: 'secret-pass' };

describe('ContactCreateSchema', () => {
  it('accepts a complete submission and keeps its values (an absent honeypot reads empty)', () => {
    expect(ContactCreateSchema.parse(validContact)).toEqual({ ...validContact, website: '' });
  });

  it('takes the honeypot (`website`) as a short string: empty for a person, the trimmed text for a bot', () => {
    expect(ContactCreateSchema.parse({ ...validContact, website: '' }).website).toBe('');
    expect(ContactCreateSchema.parse({ ...validContact, website: '   ' }).website).toBe('');
    expect(ContactCreateSchema.parse({ ...validContact, website: ' https://bot.example ' }).website).toBe(
      'https://bot.example',
    );
    for (const website of ['x'.repeat(501), 42, null, ['x']]) {
      expect(Object.keys(messagesOf(ContactCreateSchema, { ...validContact, website }))).toEqual(['website']);
    }
    for (const body of [
      { list: 'newsletter', email: 'a@example.com', language: 'en', website: 'bot' },
      { list: 'regulatory-updates', email: 'a@example.com', region: 'nordic', language: 'en', website: 'bot' },
    ]) {
      expect(SubscribeSchema.parse(body).website).toBe('bot');
    }
  });

  it.each(['', 'A', ' A '])(
    'refuses a full name shorter than 2 characters (%j) with "This field is required"',
    (value) => {
      expect(messagesOf(ContactCreateSchema, { ...validContact, fullName: value })).toEqual({
        fullName: 'This field is required',
      });
    },
  );

  it('refuses a missing full name with "This field is required"', () => {
    const { fullName: _fullName, ...rest } = validContact;
    expect(messagesOf(ContactCreateSchema, rest)).toEqual({ fullName: 'This field is required' });
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'ana@', 'ana @example.com'])(
    'refuses the e-mail %j with "Please enter a valid email address"',
    (email) => {
      expect(messagesOf(ContactCreateSchema, { ...validContact, email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('trims and lower-cases the e-mail address', () => {
    const parsed = ContactCreateSchema.parse({ ...validContact, email: '  Ana.Perez@Example.COM ' });
    expect(parsed.email).toBe('ana.perez@example.com');
  });

  it('refuses a missing inquiry type with "This field is required"', () => {
    const { inquiryType: _inquiryType, ...rest } = validContact;
    expect(messagesOf(ContactCreateSchema, rest)).toEqual({ inquiryType: 'This field is required' });
  });

  it.each(['complaint', '', 'Membership', 42])(
    'refuses the unknown inquiry type %j with "This field is required"',
    (inquiryType) => {
      expect(messagesOf(ContactCreateSchema, { ...validContact, inquiryType })).toEqual({
        inquiryType: 'This field is required',
      });
    },
  );

  it.each(['membership', 'partnership', 'event', 'media', 'other'])('accepts the inquiry type %s', (inquiryType) => {
    expect(ContactCreateSchema.safeParse({ ...validContact, inquiryType }).success).toBe(true);
  });

  it('refuses a message shorter than 10 characters with "This field is required", counting after trimming', () => {
    expect(messagesOf(ContactCreateSchema, { ...validContact, message: 'Too short' })).toEqual({
      message: 'This field is required',
    });
    expect(messagesOf(ContactCreateSchema, { ...validContact, message: '   123456789   ' })).toEqual({
      message: 'This field is required',
    });
    expect(ContactCreateSchema.safeParse({ ...validContact, message: '1234567890' }).success).toBe(true);
  });

  it('makes the organization optional: missing, null and empty all become null', () => {
    const { organization: _organization, ...rest } = validContact;
    expect(ContactCreateSchema.parse(rest).organization).toBeNull();
    expect(ContactCreateSchema.parse({ ...rest, organization: null }).organization).toBeNull();
    expect(ContactCreateSchema.parse({ ...rest, organization: '' }).organization).toBeNull();
    expect(ContactCreateSchema.parse({ ...rest, organization: '   ' }).organization).toBeNull();
  });

  it('refuses unknown keys, such as a client-sent submittedAt or processed', () => {
    expect(refusesUnknownKey(ContactCreateSchema, { ...validContact, phone: '123' }, 'phone')).toBe(true);
    expect(
      refusesUnknownKey(ContactCreateSchema, { ...validContact, submittedAt: new Date().toISOString() }, 'submittedAt'),
    ).toBe(true);
    expect(refusesUnknownKey(ContactCreateSchema, { ...validContact, processed: true }, 'processed')).toBe(true);
  });

  it('reports every failing field of an empty submission', () => {
    expect(messagesOf(ContactCreateSchema, {})).toEqual({
      fullName: 'This field is required',
      email: 'This field is required',
      inquiryType: 'This field is required',
      message: 'This field is required',
    });
  });
});

describe('LoginSchema', () => {
  it('accepts a username and password, trimming the username but not the password', () => {
    expect(LoginSchema.parse({ username: '  admin ', password: ' secret ' })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
  });

  it('answers the validation messages for a short username and a short password', () => {
    expect(messagesOf(LoginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters long',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('answers "This field is required" for missing fields', () => {
    expect(messagesOf(LoginSchema, {})).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  it('refuses unknown keys', () => {
    expect(refusesUnknownKey(LoginSchema, { username: 'admin', password: 'secret', remember: true }, 'remember')).toBe(
      true,
    );
  });

  it('refuses a password over 72 bytes', () => {
    expect(messagesOf(LoginSchema, { username: 'admin', password: 'x'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 bytes long',
    });
  });
});

describe('RegisterSchema', () => {
  it('accepts a valid payload and defaults the role to viewer (an absent honeypot reads empty)', () => {
    expect(RegisterSchema.parse(validRegister)).toEqual({ ...validRegister, role: 'viewer', website: '' });
  });

  it('takes the honeypot (`website`) as a short string: empty for a person, the trimmed text for a bot', () => {
    expect(RegisterSchema.parse({ ...validRegister, website: '   ' }).website).toBe('');
    expect(RegisterSchema.parse({ ...validRegister, website: ' https://bot.example ' }).website).toBe(
      'https://bot.example',
    );
    expect(messagesOf(RegisterSchema, { ...validRegister, website: 'x'.repeat(501) })).toEqual({
      website: validationMessages.tooLong,
    });
    expect(messagesOf(RegisterSchema, { ...validRegister, website: 42 })).toEqual({
      website: validationMessages.tooLong,
    });
  });

  it('leaves the honeypot out of `npm run user:create` (UserCreateSchema)', () => {
    expect(refusesUnknownKey(UserCreateSchema, { ...validRegister, website: '' }, 'website')).toBe(true);
    expect(UserCreateSchema.parse(validRegister)).toEqual({ ...validRegister, role: 'viewer' });
  });

  it.each(['admin', 'editor', 'viewer'] as const)('keeps the requested role %s', (role) => {
    expect(RegisterSchema.parse({ ...validRegister, role }).role).toBe(role);
  });

  it('refuses an unknown role', () => {
    expect(messagesOf(RegisterSchema, { ...validRegister, role: 'owner' })).toEqual({
      role: validationMessages.roleInvalid,
    });
  });

  it('answers every validation message of the register fields', () => {
    expect(
      messagesOf(RegisterSchema, { username: 'ab', password: '12345', fullName: 'J', email: 'not-an-email' }),
    ).toEqual({
      username: 'Username must be at least 3 characters long',
      password: 'Password must be at least 6 characters long',
      fullName: 'Full name must be at least 2 characters long',
      email: 'Please enter a valid email address',
    });
  });

  it('trims and lower-cases the e-mail address', () => {
    expect(RegisterSchema.parse({ ...validRegister, email: ' Maria@Example.COM ' }).email).toBe('maria@example.com');
  });

  it('refuses unknown keys (confirmPassword is not part of the payload)', () => {
    expect(refusesUnknownKey(RegisterSchema, validForm, 'confirmPassword')).toBe(true);
    expect(refusesUnknownKey(RegisterSchema, { ...validRegister, isAdmin: true }, 'isAdmin')).toBe(true);
  });

  it('accepts a 72-byte ASCII password and refuses a 73-byte one', () => {
    expect(RegisterSchema.safeParse({ ...validRegister, password: 'a'.repeat(72) }).success).toBe(true);
    expect(messagesOf(RegisterSchema, { ...validRegister, password: 'a'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 bytes long',
    });
  });

  it('counts the 72-byte limit in UTF-8 bytes, not characters', () => {
    // 'é' is 2 bytes, '€' 3, '😀' 4 (and 2 UTF-16 code units).
    expect(RegisterSchema.safeParse({ ...validRegister, password: 'é'.repeat(36) }).success).toBe(true);
    expect(messagesOf(RegisterSchema, { ...validRegister, password: 'é'.repeat(37) })).toEqual({
      password: 'Password must be at most 72 bytes long',
    });
    expect(RegisterSchema.safeParse({ ...validRegister, password: '€'.repeat(24) }).success).toBe(true);
    expect(messagesOf(RegisterSchema, { ...validRegister, password: '€'.repeat(25) })).toEqual({
      password: 'Password must be at most 72 bytes long',
    });
    expect(RegisterSchema.safeParse({ ...validRegister, password: '😀'.repeat(18) }).success).toBe(true);
    expect(messagesOf(RegisterSchema, { ...validRegister, password: '😀'.repeat(19) })).toEqual({
      password: 'Password must be at most 72 bytes long',
    });
  });

  it('counts UTF-8 bytes per code point (1 to 4 bytes)', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
    // Ñ(2) a n d ú(2) - 😀(4) - G ö(2) t a - €(3)
    expect(utf8ByteLength('Ñandú-😀-Göta-€')).toBe(22);
  });
});

describe('RegisterFormSchema', () => {
  it('accepts a valid form with matching passwords and defaults the role to viewer', () => {
    expect(RegisterFormSchema.parse(validForm)).toEqual({ ...validForm, role: 'viewer', website: '' });
  });

  it('answers every validation message of the register form', () => {
    expect(
      messagesOf(RegisterFormSchema, {
        username: 'ab',
        password: '12345',
        confirmPassword: '1234',
        fullName: 'J',
        email: 'nope',
      }),
    ).toEqual({
      username: 'Username must be at least 3 characters long',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Confirm password must be at least 6 characters long',
      fullName: 'Full name must be at least 2 characters long',
      email: 'Please enter a valid email address',
    });
  });

  it('answers "Passwords don\'t match" on confirmPassword when they differ', () => {
    expect(messagesOf(RegisterFormSchema, { ...validForm, confirmPassword: 'secret-pasS' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('requires confirmPassword', () => {
    const { confirmPassword: _confirmPassword, ...rest } = validForm;
    expect(messagesOf(RegisterFormSchema, rest).confirmPassword).toBe('This field is required');
  });
});

describe('toRegisterPayload', () => {
  it('drops confirmPassword and keeps every other field, so the payload passes RegisterSchema', () => {
    const form: RegisterForm = RegisterFormSchema.parse({ ...validForm, role: 'editor' });
    const payload = toRegisterPayload(form);
    expect(payload).toEqual({ ...validRegister, role: 'editor', website: '' });
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(RegisterSchema.safeParse(payload).success).toBe(true);
  });

  it('carries a filled-in honeypot through to the payload', () => {
    const form: RegisterForm = RegisterFormSchema.parse({ ...validForm, website: 'https://bot.example' });
    expect(toRegisterPayload(form).website).toBe('https://bot.example');
  });
});

describe('messageKey', () => {
  it('maps each validation message to its key', () => {
    const entries = Object.entries(validationMessages) as [ValidationMessageKey, string][];
    expect(entries.length).toBeGreaterThanOrEqual(7);
    for (const [key, text] of entries) expect(messageKey(text)).toBe(key);
  });

  it('maps the validation texts to the expected keys', () => {
    expect(messageKey('This field is required')).toBe('required');
    expect(messageKey('Please enter a valid email address')).toBe('invalidEmail');
    expect(messageKey('Username must be at least 3 characters long')).toBe('usernameMin');
    expect(messageKey('Password must be at least 6 characters long')).toBe('passwordMin');
    expect(messageKey('Confirm password must be at least 6 characters long')).toBe('confirmPasswordMin');
    expect(messageKey('Full name must be at least 2 characters long')).toBe('fullNameMin');
    expect(messageKey("Passwords don't match")).toBe('passwordsMismatch');
  });

  it('returns undefined for a text that is not a validation message', () => {
    expect(messageKey('Something else')).toBeUndefined();
    expect(messageKey('')).toBeUndefined();
  });

  it('knows every message the schemas produce', () => {
    const produced = [
      ...Object.values(messagesOf(ContactCreateSchema, { fullName: 'A', email: 'x', message: 'short' })),
      ...Object.values(
        messagesOf(RegisterFormSchema, {
          username: 'a b',
          password: 'x'.repeat(80),
          confirmPassword: '1',
          fullName: 'J',
          email: 'x',
          role: 'boss',
        }),
      ),
    ];
    expect(produced.length).toBeGreaterThan(5);
    for (const text of produced) expect(messageKey(text), text).toBeDefined();
  });
});
