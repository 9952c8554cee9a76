import { describe, expect, it } from 'vitest';
import type { Member } from '../../shared/entities';
import type { DirectoryPage } from '../../shared/resources';
import { renderFixturePage } from '../../tests/helpers/page-render';

// The /business-directory page as the server renders it from a directory page: what a visitor
// without JavaScript gets, and what the island hydrates.

function member(fields: Partial<Member> & Pick<Member, 'id' | 'name'>): Member {
  return {
    logo: null,
    logoAlt: null,
    location: 'Tallinn, Estonia',
    description: 'A member company.',
    industry: 'technology',
    region: 'baltic',
    website: null,
    featured: false,
    contact: null,
    businessType: null,
    lang: 'en',
    ...fields,
  };
}

const ANDES = member({
  id: 41,
  name: 'Andes Solar SpA',
  logo: '/uploads/andes.png',
  location: 'Santiago, Chile',
  description: 'Utility-scale solar parks.',
  industry: 'energy',
  region: 'ibero-america',
  businessType: 'provider',
  website: 'https://andessolar.example/',
  contact: { name: 'Ana Ruiz', email: 'ana@andessolar.example', phone: '+56 2 2555 0187' },
});
const BALTIC = member({
  id: 42,
  name: 'Baltic Data Works',
  description: 'Cloud data platforms.',
  businessType: 'service-provider',
});

/** Page 2 of a baltic energy search: 14 companies, six a page. */
const PAGE: DirectoryPage = {
  items: [ANDES, BALTIC],
  total: 14,
  page: 2,
  pageSize: 6,
  filters: { search: 'solar park', region: 'ibero-america', industry: 'energy', type: null },
};

const render = (data: DirectoryPage, language: 'en' | 'es' | 'sv' = 'en') =>
  renderFixturePage('/business-directory?page=2', { directory: data }, language);

describe('the business directory page', () => {
  it('shows a card per company, with its profile link, contacts and labels, and the total', async () => {
    const { document } = await render(PAGE);
    const cards = document.querySelectorAll('[data-testid="company-card"]');
    expect(cards.map((card) => card.querySelector('h3')?.text)).toEqual(['Andes Solar SpA', 'Baltic Data Works']);
    expect(document.querySelector('[data-testid="company-count"]')?.text).toBe('14 companies');

    const andes = cards[0]!;
    expect(andes.querySelector('a[href="/members/41"]')?.text).toContain('View Profile');
    expect(andes.querySelector('a[href="mailto:ana@andessolar.example"]')?.text).toBe('ana@andessolar.example');
    expect(andes.querySelector('a[href="tel:+56225550187"]')?.text).toBe('+56 2 2555 0187');
    expect(andes.querySelector('a[href="https://andessolar.example/"]')?.text).toContain('andessolar.example');
    expect(andes.text).toContain('Ana Ruiz');
    expect(andes.text).toContain('Santiago, Chile');
    for (const label of ['Ibero-America', 'Energy', 'Provider']) expect(andes.text).toContain(label);
    // The logo is decorative (the name is the heading): the card's head shows the name once.
    expect(andes.querySelector('img')?.getAttribute('alt')).toBe('');
    const head = andes.querySelector('h3')?.parentNode?.parentNode;
    expect(head?.text.split('Andes Solar SpA')).toHaveLength(2);

    // Without a logo: initials, hidden from screen readers; without contacts: no empty links.
    const baltic = cards[1]!;
    expect(baltic.querySelector('img')).toBeNull();
    expect(baltic.querySelector('[aria-hidden="true"]')?.text).toBe('BD');
    expect(baltic.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')).toHaveLength(0);

    // Save: a toggle button, not pressed until the browser's list says so.
    expect(andes.querySelector('[data-testid="save-company"]')?.getAttribute('aria-pressed')).toBe('false');
    // Applying to join leads to the membership application.
    expect(document.querySelectorAll('a[href="/membership/apply"]').length).toBeGreaterThan(0);
  });

  it('pages with links that keep the search and filters, marking the current page', async () => {
    const { document } = await render(PAGE);
    const pager = document.querySelector('nav[aria-label="Directory pages"]')!;
    const links = pager.querySelectorAll('a').map((link) => link.getAttribute('href'));
    const query = 'search=solar+park&region=ibero-america&industry=energy';
    expect(links).toEqual([
      `/business-directory?${query}`,
      `/business-directory?${query}`,
      `/business-directory?${query}&page=2`,
      `/business-directory?${query}&page=3`,
      `/business-directory?${query}&page=3`,
    ]);
    expect(pager.querySelector('[aria-current="page"]')?.text).toBe('2');
  });

  it('is a GET form that works without JavaScript: search, checked filters, reset link', async () => {
    const { document } = await render(PAGE);
    const form = document.querySelector('form[method="get"]')!;
    expect(form.getAttribute('action')).toBe('/business-directory');
    expect(form.querySelector('input[name="search"]')?.getAttribute('value')).toBe('solar park');
    const checked = form
      .querySelectorAll('input[type="radio"][checked]')
      .map((radio) => [radio.getAttribute('name'), radio.getAttribute('value')]);
    expect(checked).toEqual([
      ['region', 'ibero-america'],
      ['industry', 'energy'],
      ['type', 'all'],
    ]);
    expect(form.querySelectorAll('button[type="submit"]').length).toBeGreaterThan(0);
    expect(form.querySelector('a[href="/business-directory"]')?.text).toContain('Reset Filters');
  });

  it('speaks the page language, links in it, and marks English texts shown on a Swedish page', async () => {
    const { document } = await render(
      { ...PAGE, items: [{ ...BALTIC, description: 'Molnplattformar.', lang: 'sv' }, ANDES] },
      'sv',
    );
    const [swedish, english] = document.querySelectorAll('[data-testid="company-card"]');
    expect(swedish!.querySelector('a[href="/sv/members/42"]')?.text).toContain('Visa profil');
    expect(swedish!.querySelector('p[lang]')).toBeNull();
    expect(english!.querySelector('p[lang="en"]')?.text).toBe('Utility-scale solar parks.');
    expect(document.querySelector('[data-testid="company-count"]')?.text).toBe('14 företag');
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/sv/business-directory');
  });

  it('says so when nothing matches, without a pager', async () => {
    const { document } = await render({ ...PAGE, items: [], total: 0, page: 1 });
    expect(document.querySelectorAll('[data-testid="company-card"]')).toHaveLength(0);
    expect(document.text).toContain('No companies match your filters');
    expect(document.querySelector('nav[aria-label="Directory pages"]')).toBeNull();
  });
});
