import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactSmtpUrl } from './config';
import { BUILT_IN_RATE_LIMITS, rateLimitVariable } from './rate-limit';
import { BUILT_IN_SESSION_ABSOLUTE_MS, BUILT_IN_SESSION_IDLE_MS } from './session-lifetime';

/** Runs loadConfig on `env` and returns the ConfigError it throws (fails the test if it does not). */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const LONG_KEY = 'k'.repeat(32);

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    const dataDir = path.resolve('./data');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      database: { dialect: 'sqlite', storage: path.join(dataDir, 'chamber.sqlite') },
      sessionKeys: undefined,
      adminUsername: undefined,
      adminPassword: undefined,
      seedSampleData: true,
      trustProxy: false,
      logLevel: 'info',
      prettyLogs: false,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('treats empty strings like unset variables', () => {
    const config = loadConfig({ PORT: '', SEED_SAMPLE_DATA: '', TRUST_PROXY: '', SESSION_KEYS: ' ', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.seedSampleData).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.sessionKeys).toBeUndefined();
    expect(config.database.dialect).toBe('sqlite');
  });

  it('reads PORT, HOST and DATA_DIR, keeping the SQLite file inside DATA_DIR', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: 'some/dir' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('some/dir'));
    expect(config.database).toEqual({
      dialect: 'sqlite',
      storage: path.join(path.resolve('some/dir'), 'chamber.sqlite'),
    });
  });

  it('accepts PORT=0 (any free port) and PORT=65535', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it.each(['postgres://user:pw@db.example:5432/chamber', 'postgresql://localhost/chamber'])(
    'switches to PostgreSQL for DATABASE_URL=%s',
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
    },
  );

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['ON', true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['Off', false],
  ])('reads the boolean flags (%s → %s)', (value, expected) => {
    const config = loadConfig({ SEED_SAMPLE_DATA: value, TRUST_PROXY: value });
    expect(config.seedSampleData).toBe(expected);
    expect(config.trustProxy).toBe(expected);
  });

  it('splits SESSION_KEYS on commas, newest first', () => {
    const other = 'z'.repeat(40);
    expect(loadConfig({ SESSION_KEYS: `${LONG_KEY}, ${other}` }).sessionKeys).toEqual([LONG_KEY, other]);
  });

  it('reads ADMIN_USERNAME and ADMIN_PASSWORD', () => {
    const config = loadConfig({ ADMIN_USERNAME: ' boss ', ADMIN_PASSWORD: 'secret-pass' });
    expect(config.adminUsername).toBe('boss');
    expect(config.adminPassword).toBe('secret-pass');
  });

  it('treats an empty ADMIN_USERNAME or ADMIN_PASSWORD as unset, like the other variables', () => {
    const config = loadConfig({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    expect(config.adminUsername).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it('refuses an ADMIN_USERNAME the sign-in form would refuse (spaces), naming it', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'the boss' })).toThrow(/ADMIN_USERNAME/);
  });

  it('accepts an ADMIN_PASSWORD of exactly 72 bytes and an ADMIN_USERNAME of 50 characters', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'é'.repeat(36) }).adminPassword).toBe('é'.repeat(36));
    expect(loadConfig({ ADMIN_USERNAME: 'u'.repeat(50) }).adminUsername).toBe('u'.repeat(50));
  });

  it('turns on pretty logs in development only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).prettyLogs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).prettyLogs).toBe(false);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'sqlite:./data.db' }],
    ['SEED_SAMPLE_DATA', { SEED_SAMPLE_DATA: 'maybe' }],
    ['TRUST_PROXY', { TRUST_PROXY: '2' }],
    ['SESSION_KEYS', { SESSION_KEYS: 'short' }],
    ['SESSION_KEYS', { SESSION_KEYS: `${LONG_KEY},short` }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: '12345' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'x'.repeat(73) }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'é'.repeat(37) }],
    ['ADMIN_USERNAME', { ADMIN_USERNAME: 'ab' }],
    ['ADMIN_USERNAME', { ADMIN_USERNAME: 'u'.repeat(51) }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
  ])('throws a ConfigError naming %s for %j', (variable, env) => {
    const error = configErrorOf(env);
    expect(error.message).toContain(variable);
    // Other variables are not blamed.
    for (const other of ['PORT', 'DATABASE_URL', 'SEED_SAMPLE_DATA', 'TRUST_PROXY', 'SESSION_KEYS', 'ADMIN_PASSWORD']) {
      if (other !== variable) expect(error.message).not.toContain(other);
    }
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', TRUST_PROXY: '2' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('TRUST_PROXY');
  });

  it('never echoes a bad secret back in the message', () => {
    expect(configErrorOf({ ADMIN_PASSWORD: 'pw123' }).message).not.toContain('pw123');
    expect(configErrorOf({ SESSION_KEYS: 'tiny-secret' }).message).not.toContain('tiny-secret');
  });

  describe('SMTP_URL and MAIL_FROM', () => {
    it('leaves mail undelivered and the sender to the default when unset or empty', () => {
      const unset = { smtpUrl: undefined, from: undefined, newsletterRatePerMinute: 600 };
      expect(loadConfig({}).mail).toEqual(unset);
      expect(loadConfig({ SMTP_URL: '', MAIL_FROM: ' ' }).mail).toEqual(unset);
    });

    it('accepts smtp:// and smtps:// relays with or without credentials and port', () => {
      for (const url of [
        'smtp://relay.example.org',
        'smtp://user:p%40ss@relay.example.org:587',
        'smtps://user:secret@relay.example.org:465',
        'smtp://127.0.0.1:2525/',
      ]) {
        expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl, url).toBe(url);
      }
    });

    it.each([
      ['http://relay.example.org'],
      ['relay.example.org:587'],
      ['smtp://'],
      ['smtp://relay.example.org:587/path'],
      ['smtp://relay.example.org:587?pool=true'],
      ['smtp://relay.example.org:99999'],
      ['smtp://user:pa ss@relay.example.org'],
      ['smtp://relay.example.org\r\nRCPT TO:<x@y.z>'],
      ['smtp://:secret@relay.example.org'],
      ['smtp://user:%E0%A4%A@relay.example.org'],
    ])('refuses SMTP_URL=%j, naming the variable without repeating it', (value) => {
      const message = configErrorOf({ SMTP_URL: value }).message;
      expect(message).toMatch(/^Invalid configuration: SMTP_URL must be smtp:\/\/user:password@host:587/);
      expect(message).not.toContain('secret');
    });

    it('reads MAIL_FROM as one mailbox', () => {
      expect(loadConfig({ MAIL_FROM: '"Chamber" <noreply@chamber.example.org>' }).mail.from).toEqual({
        name: 'Chamber',
        address: 'noreply@chamber.example.org',
      });
      expect(loadConfig({ MAIL_FROM: 'noreply@chamber.example.org' }).mail.from).toEqual({
        name: '',
        address: 'noreply@chamber.example.org',
      });
    });

    it.each([
      ['garbage'],
      ['Chamber <noreply@chamber.example.org>, other@example.org'],
      ['"Chamber" <noreply@chamber.example.org>\r\nBcc: victim@example.org'],
      ['Chamber\n<noreply@chamber.example.org>'],
      ['Chamber <not-an-address>'],
    ])('refuses MAIL_FROM=%j with a message naming it', (value) => {
      expect(configErrorOf({ MAIL_FROM: value }).message).toMatch(
        /^Invalid configuration: MAIL_FROM must be one address/,
      );
    });

    it('shows an SMTP URL without its credentials', () => {
      expect(redactSmtpUrl('smtps://user:secret@relay.example.org:465')).toBe('smtps://relay.example.org:465');
    });
  });

  describe('RATE_LIMIT_… variables', () => {
    const MINUTE = 60_000;

    it("keeps today's limits when unset or empty", () => {
      expect(loadConfig({}).rateLimits).toEqual(BUILT_IN_RATE_LIMITS);
      expect(loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: ' ' }).rateLimits).toEqual(BUILT_IN_RATE_LIMITS);
      expect(BUILT_IN_RATE_LIMITS.loginAccount).toEqual({ max: 5, windowMs: 15 * MINUTE });
      expect(BUILT_IN_RATE_LIMITS.passwordAccount).toEqual({ max: 5, windowMs: 15 * MINUTE });
      expect(BUILT_IN_RATE_LIMITS.accountUpdate).toEqual({ max: 10, windowMs: 60 * MINUTE });
    });

    it('names one variable per limit', () => {
      expect(rateLimitVariable('loginAccount')).toBe('RATE_LIMIT_LOGIN_ACCOUNT');
      expect(rateLimitVariable('membershipApplication')).toBe('RATE_LIMIT_MEMBERSHIP_APPLICATION');
      expect(
        (Object.keys(BUILT_IN_RATE_LIMITS) as (keyof typeof BUILT_IN_RATE_LIMITS)[]).map(rateLimitVariable),
      ).toContain('RATE_LIMIT_PASSWORD_ADDRESS');
    });

    it('reads MAX/WINDOW with the window in seconds, minutes, hours or a day, the others unchanged', () => {
      const { rateLimits } = loadConfig({
        RATE_LIMIT_LOGIN_ACCOUNT: '3/10m',
        RATE_LIMIT_CONTACT: ' 20/90s ',
        RATE_LIMIT_REGISTER: '100/2h',
        RATE_LIMIT_ACCOUNT_UPDATE: '4/1d',
      });
      expect(rateLimits.loginAccount).toEqual({ max: 3, windowMs: 10 * MINUTE });
      expect(rateLimits.contact).toEqual({ max: 20, windowMs: 90_000 });
      expect(rateLimits.register).toEqual({ max: 100, windowMs: 120 * MINUTE });
      expect(rateLimits.accountUpdate).toEqual({ max: 4, windowMs: 24 * 60 * MINUTE });
      expect(rateLimits.loginAddress).toEqual(BUILT_IN_RATE_LIMITS.loginAddress);
    });

    it.each([
      ['5', 'MAX/WINDOW'],
      ['5/15', 'MAX/WINDOW'],
      ['five/15m', 'MAX/WINDOW'],
      ['5/15m/1', 'MAX/WINDOW'],
      ['-1/15m', 'MAX/WINDOW'],
      ['0/15m', 'at least 1 request'],
      ['5/0s', 'from 1s to 24h'],
      ['5/25h', 'from 1s to 24h'],
      ['5/2d', 'from 1s to 24h'],
    ])('refuses %j at start-up, naming the variable', (value, problem) => {
      const message = configErrorOf({ RATE_LIMIT_LOGIN_ACCOUNT: value }).message;
      expect(message).toMatch(new RegExp(`RATE_LIMIT_LOGIN_ACCOUNT must [^;]*${problem}`));
    });

    it('names every bad limit at once, with the other bad variables', () => {
      const message = configErrorOf({ RATE_LIMIT_CONTACT: 'x', RATE_LIMIT_SUBSCRIBE: '1/1w', PORT: 'abc' }).message;
      expect(message).toContain('RATE_LIMIT_CONTACT');
      expect(message).toContain('RATE_LIMIT_SUBSCRIBE');
      expect(message).toContain('PORT');
    });
  });

  describe('SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT', () => {
    it("keep today's 2 hours idle and 12 hours in all when unset", () => {
      expect(loadConfig({}).sessionLifetime).toEqual({
        idleMs: BUILT_IN_SESSION_IDLE_MS,
        absoluteMs: BUILT_IN_SESSION_ABSOLUTE_MS,
      });
      expect(BUILT_IN_SESSION_IDLE_MS).toBe(2 * 60 * 60_000);
      expect(BUILT_IN_SESSION_ABSOLUTE_MS).toBe(12 * 60 * 60_000);
    });

    it('read durations', () => {
      expect(loadConfig({ SESSION_IDLE_TIMEOUT: '30m', SESSION_ABSOLUTE_TIMEOUT: '1d' }).sessionLifetime).toEqual({
        idleMs: 30 * 60_000,
        absoluteMs: 24 * 60 * 60_000,
      });
    });

    it.each([
      [{ SESSION_IDLE_TIMEOUT: '2 hours' }, 'SESSION_IDLE_TIMEOUT must be a duration'],
      [{ SESSION_ABSOLUTE_TIMEOUT: '12' }, 'SESSION_ABSOLUTE_TIMEOUT must be a duration'],
      [{ SESSION_IDLE_TIMEOUT: '1m' }, 'SESSION_IDLE_TIMEOUT must be at least 5m'],
      [{ SESSION_ABSOLUTE_TIMEOUT: '31d' }, 'SESSION_ABSOLUTE_TIMEOUT must be at most 30d'],
      [{ SESSION_IDLE_TIMEOUT: '13h' }, 'SESSION_IDLE_TIMEOUT must not be longer than SESSION_ABSOLUTE_TIMEOUT'],
    ])('refuse %j at start-up', (env, message) => {
      expect(configErrorOf(env).message).toContain(message);
    });
  });
});
