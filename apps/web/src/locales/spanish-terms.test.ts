import { describe, expect, it } from 'vitest';

// The Spanish texts call the chamber's members "socios" (and member companies "empresas socias")
// everywhere, in the site, the admin and the mails: two words for one thing read as two kinds of
// membership. "Miembro" stays only where it means something else.

const files = import.meta.glob<unknown>(
  ['./es/*.json', '../../../admin/locales/es/*.json', '../../../../server/mail/locales/es/*.json'],
  { eager: true, import: 'default' },
);

/** The texts where "miembro" is right: a member of the team, and the member states of the EU. */
const OTHER_MEANINGS = [
  'admin:activityLog.entities.team-member',
  'regulations:overview.p1',
  'regulations:tariffs.intro',
];

/** Every text of a JSON tree by its dotted path (array items by index). */
function texts(value: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value))
      texts(child, prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, out);
  }
  return out;
}

const spanish = Object.entries(files).flatMap(([file, content]) => {
  const namespace = /\/([^/]+)\.json$/.exec(file)![1]!;
  return texts(content, `${namespace}:`);
});

describe('Spanish terms', () => {
  it('reads every Spanish namespace of the site, the admin and the mails', () => {
    const namespaces = new Set(spanish.map(([path]) => path.split(':')[0]));
    expect([...namespaces]).toEqual(expect.arrayContaining(['common', 'members', 'admin', 'auth', 'mail']));
  });

  it('calls the chamber’s members "socios", never "miembros"', () => {
    const miembro = spanish
      .filter(([path, text]) => /\bmiembros?\b/i.test(text) && !OTHER_MEANINGS.includes(path))
      .map(([path]) => path);
    expect(miembro).toEqual([]);
  });

  it('words the members-only marks the same in the admin and on the site', () => {
    const text = (path: string) => spanish.find(([candidate]) => candidate === path)?.[1];
    expect(text('common:documents.membersOnly')).toBe('Solo para socios');
    expect(text('admin:resources.membersOnly')).toBe(text('common:documents.membersOnly'));
    expect(text('admin:resources.fields.membersOnly')).toBe(text('common:documents.membersOnly'));
  });
});
