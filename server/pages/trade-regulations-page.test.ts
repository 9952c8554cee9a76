import { describe, expect, it } from 'vitest';
import type { RegulatoryUpdate, TradeAgreement } from '../../shared/resources';
import { renderFixturePage } from '../../tests/helpers/page-render';

// The /trade-regulations page as the server renders it from the trade agreements and the regulatory
// updates log staff keep (fixtures here), without JavaScript.

const agreement = (fields: Partial<TradeAgreement> & Pick<TradeAgreement, 'id' | 'title'>): TradeAgreement => ({
  description: `About ${fields.title}.`,
  status: 'in-force',
  year: 2020,
  position: 0,
  lang: 'en',
  ...fields,
});

const AGREEMENTS: TradeAgreement[] = [
  agreement({ id: 7, title: 'EU–Mercosur Partnership', status: 'pending-ratification', year: 2024 }),
  agreement({ id: 3, title: 'EU–Chile Advanced Framework', status: 'in-force', year: 2025 }),
  agreement({ id: 9, title: 'EFTA–Mercosur FTA', status: 'concluded-not-in-force', year: 2025 }),
  agreement({ id: 1, title: 'Investment treaties', status: 'various', year: null }),
];

const update = (fields: Partial<RegulatoryUpdate> & Pick<RegulatoryUpdate, 'id' | 'title'>): RegulatoryUpdate => ({
  description: `What changed: ${fields.title}.`,
  region: 'nordic',
  publishedOn: '2026-01-01',
  lang: 'en',
  ...fields,
});

const UPDATES: RegulatoryUpdate[] = [
  update({ id: 1, title: 'Sweden updates export controls', region: 'nordic', publishedOn: '2026-03-02' }),
  update({ id: 2, title: 'Brazil lowers duties on machinery', region: 'ibero-america', publishedOn: '2026-10-15' }),
  update({ id: 3, title: 'Estonia digitises customs', region: 'baltic', publishedOn: '2026-07-20' }),
];

const render = (path = '/trade-regulations', language: 'en' | 'es' | 'sv' = 'en', data = {}) =>
  renderFixturePage(path, { agreements: AGREEMENTS, regulatoryUpdates: UPDATES, ...data }, language);

describe('the trade regulations page', () => {
  it('lists the trade agreements in the order given, with their status and year', async () => {
    const { document } = await render();
    const cards = document.querySelectorAll('[data-testid="agreement-card"]');
    expect(cards.map((card) => card.querySelector('h3')?.text)).toEqual(AGREEMENTS.map((item) => item.title));
    expect(cards.map((card) => card.querySelector('.fui-Badge')?.text)).toEqual([
      'Pending Ratification',
      'In Force',
      'Concluded Not Yet in Force',
      'Various',
    ]);
    expect(cards[0]!.text).toContain('Negotiations concluded in 2024');
    expect(cards[1]!.text).toContain('In force since 2025');
    expect(cards[1]!.text).toContain('About EU–Chile Advanced Framework.');
    expect(cards[3]!.text).not.toMatch(/\d{4}/);
  });

  it('marks the English texts of a Swedish page, and leaves translated ones unmarked', async () => {
    const { document } = await render('/trade-regulations', 'sv', {
      agreements: [
        { ...AGREEMENTS[0]!, title: 'EU–Mercosur-partnerskapet', description: 'Om avtalet.', lang: 'sv' },
        AGREEMENTS[1]!,
      ],
    });
    const [swedish, english] = document.querySelectorAll('[data-testid="agreement-card"]');
    expect(swedish!.querySelector('[lang]')).toBeNull();
    expect(swedish!.querySelector('.fui-Badge')?.text).toBe('Väntar på ratificering');
    expect(english!.querySelector('h3')?.getAttribute('lang')).toBe('en');
    expect(english!.querySelector('p[lang="en"]')?.text).toBe('About EU–Chile Advanced Framework.');
    const entry = document.querySelector('[data-testid="regulatory-update"]')!;
    expect(entry.querySelector('h3')?.getAttribute('lang')).toBe('en');
  });

  it('logs the regulatory updates newest first, dated, with their region', async () => {
    const { document } = await render();
    const entries = document.querySelectorAll('[data-testid="regulatory-update"]');
    expect(entries.map((entry) => entry.querySelector('h3')?.text)).toEqual([
      'Brazil lowers duties on machinery',
      'Estonia digitises customs',
      'Sweden updates export controls',
    ]);
    expect(entries.map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-10-15',
      '2026-07-20',
      '2026-03-02',
    ]);
    expect(entries[0]!.text).toContain('Ibero-America');
    expect(entries[0]!.text).toContain('What changed: Brazil lowers duties on machinery.');
    // The sign-up form is still there, next to the log.
    expect(document.querySelector('form[aria-label="Regulatory Updates"]')).not.toBeNull();
  });

  it('filters the log by region with links, marking the current one', async () => {
    const { document } = await render('/trade-regulations?region=baltic', 'es');
    const entries = document.querySelectorAll('[data-testid="regulatory-update"]');
    expect(entries.map((entry) => entry.querySelector('h3')?.text)).toEqual(['Estonia digitises customs']);
    const links = document.querySelectorAll('#regulatory-log nav a');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es/trade-regulations#regulatory-log',
      '/es/trade-regulations?region=ibero-america#regulatory-log',
      '/es/trade-regulations?region=nordic#regulatory-log',
      '/es/trade-regulations?region=baltic#regulatory-log',
    ]);
    expect(document.querySelector('#regulatory-log nav a[aria-current="true"]')?.text).toBe('Países bálticos');

    // An unknown region shows every entry.
    const all = await render('/trade-regulations?region=mars');
    expect(all.document.querySelectorAll('[data-testid="regulatory-update"]')).toHaveLength(3);
  });

  it('says so when there are no agreements or updates', async () => {
    const { document } = await render('/trade-regulations', 'en', { agreements: [], regulatoryUpdates: [] });
    expect(document.querySelectorAll('[data-testid="agreement-card"]')).toHaveLength(0);
    expect(document.text).toContain('No trade agreements are listed yet.');
    expect(document.text).toContain('No regulatory changes have been published yet.');
  });
});
