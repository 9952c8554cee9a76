import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { ComplianceSector, RegulatoryUpdate, TariffRow, TradeAgreement } from '../../shared/resources';
import { renderFixturePage } from '../../tests/helpers/page-render';

// The /trade-regulations page as the server renders it from the trade agreements, the tariff and
// compliance tables and the regulatory updates log staff keep (fixtures here), without JavaScript.

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

const tariff = (fields: Partial<TariffRow> & Pick<TariffRow, 'id' | 'title'>): TariffRow => ({
  hsCode: '0000',
  euMfn: 0,
  euPreferential: 0,
  mercosurCet: 0,
  position: 0,
  lang: 'en',
  ...fields,
});

const TARIFFS: TariffRow[] = [
  tariff({ id: 4, title: 'Roasted coffee', hsCode: '0901.21', euMfn: 7.5, euPreferential: 0, mercosurCet: 10 }),
  tariff({ id: 2, title: 'Passenger cars', hsCode: '8703', euMfn: 10, euPreferential: 2.25, mercosurCet: 35 }),
];

const sector = (fields: Partial<ComplianceSector> & Pick<ComplianceSector, 'id' | 'title'>): ComplianceSector => ({
  requirements: `Rules for ${fields.title}.`,
  certification: `Marks for ${fields.title}.`,
  leadTimeMinWeeks: 1,
  leadTimeMaxWeeks: 2,
  position: 0,
  lang: 'en',
  ...fields,
});

const SECTORS: ComplianceSector[] = [
  sector({ id: 6, title: 'Chemicals', leadTimeMinWeeks: 12, leadTimeMaxWeeks: 40 }),
  sector({ id: 1, title: 'Textiles and apparel', leadTimeMinWeeks: 3, leadTimeMaxWeeks: 8 }),
];

const render = (path = '/trade-regulations', language: 'en' | 'es' | 'sv' = 'en', data = {}) =>
  renderFixturePage(
    path,
    { agreements: AGREEMENTS, regulatoryUpdates: UPDATES, tariffs: TARIFFS, complianceSectors: SECTORS, ...data },
    language,
  );

/** Each body row of a table: its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  table.querySelectorAll('tbody tr').map((row) => row.querySelectorAll('th, td').map((cell) => cell.text.trim()));

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

  it('shows the tariff rows in the order given, with their HS code and the three rates', async () => {
    const { document } = await render();
    const table = document.querySelector('[data-testid="tariff-table"]')!;
    expect(table.querySelector('caption')?.text).toBe(
      'Indicative import duties on selected products (ad valorem, percentage of customs value)',
    );
    expect(rowsOf(table)).toEqual([
      ['Roasted coffee', '0901.21', '7.5%', '0%', '10%'],
      ['Passenger cars', '8703', '10%', '2.25%', '35%'],
    ]);
    // The products are row headers.
    expect(table.querySelectorAll('tbody th[scope="row"]').map((cell) => cell.text)).toEqual([
      'Roasted coffee',
      'Passenger cars',
    ]);
  });

  it('shows the compliance sectors in the order given, with their lead time in weeks', async () => {
    const { document } = await render();
    const table = document.querySelector('[data-testid="compliance-table"]')!;
    expect(rowsOf(table)).toEqual([
      ['Chemicals', 'Rules for Chemicals.', 'Marks for Chemicals.', '12–40 weeks'],
      ['Textiles and apparel', 'Rules for Textiles and apparel.', 'Marks for Textiles and apparel.', '3–8 weeks'],
    ]);
  });

  it('writes the rates and lead times in the page language, marking an English row', async () => {
    const { document } = await render('/trade-regulations', 'sv', {
      tariffs: [{ ...TARIFFS[0]!, title: 'Rostat kaffe', lang: 'sv' }, TARIFFS[1]!],
      complianceSectors: [{ ...SECTORS[0]!, title: 'Kemikalier', requirements: 'Regler.', lang: 'sv' }, SECTORS[1]!],
    });
    const tariffs = document.querySelector('[data-testid="tariff-table"]')!;
    expect(rowsOf(tariffs)[0]).toEqual(['Rostat kaffe', '0901.21', '7,5\u00a0%', '0\u00a0%', '10\u00a0%']);
    const [swedish, english] = tariffs.querySelectorAll('tbody th');
    expect(swedish!.getAttribute('lang')).toBeUndefined();
    expect(english!.getAttribute('lang')).toBe('en');
    const compliance = document.querySelector('[data-testid="compliance-table"]')!;
    expect(rowsOf(compliance)[0]![0]).toBe('Kemikalier');
    expect(rowsOf(compliance)[0]![3]).toBe('12–40 veckor');
    expect(compliance.querySelectorAll('tbody tr')[1]!.querySelector('td')!.getAttribute('lang')).toBe('en');
  });

  it('has no tariff or compliance table without rows, and keeps the rest of the tabs', async () => {
    const { document } = await render('/trade-regulations', 'en', { tariffs: [], complianceSectors: [] });
    expect(document.querySelector('[data-testid="tariff-table"]')).toBeNull();
    expect(document.querySelector('[data-testid="compliance-table"]')).toBeNull();
    expect(document.querySelectorAll('table')).toHaveLength(0);
    // The tabs' headings and guidance cards are still there.
    expect(document.text).toContain('Tariffs and customs');
    expect(document.text).toContain('Documents for a typical shipment');
    expect(document.text).toContain('Compliance guides by sector');
    expect(document.text).toContain('New due-diligence rules');
  });

  it('says so when there are no agreements or updates', async () => {
    const { document } = await render('/trade-regulations', 'en', { agreements: [], regulatoryUpdates: [] });
    expect(document.querySelectorAll('[data-testid="agreement-card"]')).toHaveLength(0);
    expect(document.text).toContain('No trade agreements are listed yet.');
    expect(document.text).toContain('No regulatory changes have been published yet.');
  });
});
