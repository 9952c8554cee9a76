import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderScreen } from '../screen-test-support';
import type { AttentionEntry } from './door-queue';
import { AttentionPanel } from './DoorStatus';

const refused = (key: string, name: string, message: string | null): AttentionEntry => ({
  key,
  eventId: 7,
  outcome: 'refused',
  name,
  at: '2026-11-26T18:05:00.000Z',
  username: 'dora.door',
  registration: null,
  message,
});

beforeAll(initTestI18n);

describe('the attention list', () => {
  it('says why the server refused an item, in the admin’s words for a text it knows', () => {
    const html = renderScreen(
      <AttentionPanel
        entries={[
          refused('a', 'Nora Nope', 'Event not found'),
          refused('b', 'Olle Okänd', 'A text the admin does not know'),
          refused('c', 'Pia Utan', null),
        ]}
        timeZone="UTC"
        onDismiss={() => undefined}
      />,
      () => undefined,
    );
    expect(html).toContain(
      'Nora Nope: refused by the server, not checked in. This event no longer exists; someone may have deleted it.',
    );
    expect(html).toContain('Olle Okänd: refused by the server, not checked in. A text the admin does not know');
    expect(html).toContain('Pia Utan: refused by the server, not checked in. The server gave no reason.');
    expect(html).toContain('Checked in by dora.door at 18:05');
  });
});
