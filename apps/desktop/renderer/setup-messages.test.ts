import { describe, expect, it } from 'vitest';
import { ServerProblemSchema } from '../bridge';
import en from '../../admin/locales/en/desktop.json';
import es from '../../admin/locales/es/desktop.json';
import sv from '../../admin/locales/sv/desktop.json';
import { setupMessage } from './setup-messages';

const BUNDLES: Record<string, unknown> = { en, es, sv };

/** The text of a `desktop:a.b.c` key in a language's desktop.json, or undefined. */
function text(language: string, key: string): unknown {
  return key
    .replace(/^desktop:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], BUNDLES[language]);
}

describe('setupMessage', () => {
  it('a working server: success, with the server named and no warning over https', () => {
    expect(setupMessage({ ok: true, server: 'https://chamber.example.org', insecure: false })).toEqual({
      intent: 'success',
      title: 'desktop:setup.okTitle',
      text: 'desktop:setup.okText',
      server: 'https://chamber.example.org',
      insecure: false,
    });
  });

  it('plain http on a private network: success with the "not encrypted" warning', () => {
    expect(setupMessage({ ok: true, server: 'http://192.168.1.20:3000', insecure: true })).toMatchObject({
      intent: 'success',
      insecure: true,
    });
  });

  it.each(ServerProblemSchema.options)('the problem %s has its own message', (problem) => {
    const message = setupMessage({ ok: false, problem });
    expect(message).toMatchObject({ intent: 'error', insecure: false });
    expect(message.title).toBe(`desktop:setup.problems.${problem}.title`);
    expect(message.text).toBe(`desktop:setup.problems.${problem}.text`);
  });

  it('a failed bridge call (or an unknown problem) is the app failure message', () => {
    expect(setupMessage('failed').title).toBe('desktop:setup.problems.failed.title');
    const unknown = { ok: false, problem: 'martian' } as unknown as Parameters<typeof setupMessage>[0];
    expect(setupMessage(unknown).title).toBe('desktop:setup.problems.failed.title');
  });

  it.each(['en', 'es', 'sv'])('every message is written in %s', (language) => {
    const results = [
      ...ServerProblemSchema.options.map((problem) => setupMessage({ ok: false, problem })),
      setupMessage('failed'),
      setupMessage({ ok: true, server: 'https://x.example', insecure: true }),
    ];
    for (const message of results) {
      expect(text(language, message.title), message.title).toEqual(expect.any(String));
      expect(text(language, message.text), message.text).toEqual(expect.any(String));
    }
    expect(text(language, 'desktop:insecure.text')).toEqual(expect.any(String));
  });

  it('says in English that the connection is not encrypted', () => {
    expect(text('en', 'desktop:insecure.text')).toMatch(/^The connection to this server is not encrypted/);
  });
});
