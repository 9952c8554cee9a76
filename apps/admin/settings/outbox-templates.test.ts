import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en/admin.json';
import es from '../locales/es/admin.json';
import sv from '../locales/sv/admin.json';

// The server's registry of mail templates, read by this test only (the admin bundle never imports
// server code). The path is a variable so that the admin's type check, which knows the browser
// and not Node, does not follow it into the server's modules.
const REGISTRY = '../../../server/mail/templates/index.ts';
let templateNames: string[] = [];

beforeAll(async () => {
  const registry = (await import(/* @vite-ignore */ REGISTRY)) as { MAIL_TEMPLATES: Record<string, unknown> };
  templateNames = Object.keys(registry.MAIL_TEMPLATES).sort();
});

describe('Outbox template labels', () => {
  it('reads the registry', () => {
    expect(templateNames).toContain('contact-notification');
  });

  it.each([
    ['en', en],
    ['es', es],
    ['sv', sv],
  ])('name every mail template the server sends, and nothing else, in %s', (_language, bundle) => {
    // The Outbox shows a mail's type as `admin:outbox.templates.<template>`, the raw name when missing.
    const labels: Record<string, string> = bundle.outbox.templates;
    expect(Object.keys(labels).sort()).toEqual(templateNames);
    for (const name of templateNames) expect(labels[name]?.trim(), name).toBeTruthy();
  });
});
