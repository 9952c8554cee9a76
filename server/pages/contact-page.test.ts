import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { Office } from '../../shared/resources';
import { renderFixturePage } from '../../tests/helpers/page-render';

// The headquarters' contact details and the regional offices on /contact and in the home page's
// contact section, as the server renders them from the offices staff keep (fixtures here).

const office = (fields: Partial<Office> & Pick<Office, 'id' | 'city'>): Office => ({
  country: 'Sweden',
  region: 'nordic',
  street: 'Main street 1',
  postalCode: '100 00',
  phone: '+46 8 000 000 00',
  email: `office-${fields.id}@chamber.example`,
  membershipEmail: null,
  headquarters: false,
  position: fields.id,
  lang: 'en',
  ...fields,
});

const HEADQUARTERS = office({
  id: 1,
  city: 'Stockholm',
  street: 'Strandvägen 7A',
  postalCode: '114 56',
  phone: '+46 8 555 010 20',
  email: 'hello@chamber.example',
  membershipEmail: 'join@chamber.example',
  headquarters: true,
});

const REGIONAL: Office[] = [
  office({
    id: 5,
    city: 'Tallinn',
    country: 'Estonia',
    region: 'baltic',
    street: 'Narva maantee 5',
    postalCode: '10117',
    phone: '+372 600 1030',
  }),
  office({
    id: 3,
    city: 'Mexico City',
    country: 'Mexico',
    region: 'ibero-america',
    street: 'Paseo de la Reforma 505',
    postalCode: '06500',
  }),
];

/** The headquarters listed among the offices, not first: the page picks it by its mark. */
const OFFICES = [REGIONAL[0]!, HEADQUARTERS, REGIONAL[1]!];

const textOf = (element: HTMLElement) => element.text.replace(/\s+/g, ' ').trim();

const render = async (path: string, offices: Office[] = OFFICES, language: 'en' | 'es' | 'sv' = 'en') =>
  (await renderFixturePage(path, { offices }, language)).document;

describe.each([
  ['/contact', 'main', 'h3'],
  ['/', '#contact', 'h4'],
] as const)('the contact details on %s', (path, container, cardHeading) => {
  it('show the headquarters address, phone, hours and both mailboxes', async () => {
    const document = await render(path);
    const details = document.querySelector(`${container} [data-testid="contact-details"]`)!;
    expect(textOf(details.querySelector('address')!)).toBe('Strandvägen 7A 114 56 Stockholm Sweden');
    expect(details.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+46855501020');
    expect(details.querySelector('a[href^="tel:"]')?.text).toBe('+46 8 555 010 20');
    expect(details.querySelector('[data-testid="office-hours"]')?.text).toBe('Mon-Fri 9:00-17:00 CET');
    expect(textOf(details.querySelector('[data-testid="mailbox-general"]')!)).toBe(
      'General enquiries: hello@chamber.example',
    );
    expect(details.querySelector('[data-testid="mailbox-general"] a')?.getAttribute('href')).toBe(
      'mailto:hello@chamber.example',
    );
    expect(textOf(details.querySelector('[data-testid="mailbox-membership"]')!)).toBe(
      'Membership and partnerships: join@chamber.example',
    );
  });

  it('show the regional offices in the order given, titled with their region', async () => {
    const document = await render(path);
    const cards = document.querySelectorAll(`${container} [data-testid="office-card"]`);
    expect(cards.map((card) => card.querySelector(cardHeading)?.text)).toEqual(['Baltic countries', 'Ibero-America']);
    expect(textOf(cards[0]!.querySelector('address')!)).toBe('Narva maantee 5 10117 Tallinn, Estonia');
    expect(cards[0]!.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+3726001030');
    expect(cards[0]!.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:office-5@chamber.example');
    expect(textOf(cards[1]!)).toContain('Mexico City');
    // The headquarters is not a regional office card.
    expect(cards.map(textOf).join(' ')).not.toContain('Strandvägen');
  });

  it('list the general mailbox only when the headquarters has no membership mailbox', async () => {
    const document = await render(path, [{ ...HEADQUARTERS, membershipEmail: null }, ...REGIONAL]);
    const details = document.querySelector(`${container} [data-testid="contact-details"]`)!;
    expect(details.querySelectorAll('li')).toHaveLength(1);
    expect(details.querySelector('[data-testid="mailbox-general"]')).not.toBeNull();
    expect(details.querySelector('[data-testid="mailbox-membership"]')).toBeNull();
    expect(details.text).not.toContain('Membership and partnerships');
  });

  it('leave out the headquarters block without a headquarters, and the offices without regional ones', async () => {
    const withoutHeadquarters = await render(path, REGIONAL);
    expect(withoutHeadquarters.querySelector('[data-testid="contact-details"]')).toBeNull();
    expect(withoutHeadquarters.querySelectorAll('[data-testid="office-card"]')).toHaveLength(2);
    // The contact form stays.
    expect(withoutHeadquarters.querySelector('form#contact-form')).not.toBeNull();

    const headquartersOnly = await render(path, [HEADQUARTERS]);
    expect(headquartersOnly.querySelector('[data-testid="contact-details"]')).not.toBeNull();
    expect(headquartersOnly.querySelectorAll('[data-testid="office-card"]')).toHaveLength(0);
    expect(headquartersOnly.text).not.toContain(path === '/' ? 'Regional offices' : 'Regional Offices');

    const none = await render(path, []);
    expect(none.querySelector('[data-testid="contact-details"]')).toBeNull();
    expect(none.querySelectorAll('[data-testid="office-card"]')).toHaveLength(0);
  });
});

describe('the contact details in Spanish', () => {
  it('show the texts the offices give in the page language, marking an English one', async () => {
    const document = await render(
      '/contact',
      [{ ...HEADQUARTERS, city: 'Estocolmo', country: 'Suecia', lang: 'es' }, REGIONAL[1]!],
      'es',
    );
    const details = document.querySelector('[data-testid="contact-details"]')!;
    expect(textOf(details.querySelector('address')!)).toBe('Strandvägen 7A 114 56 Estocolmo Suecia');
    expect(details.querySelector('address [lang]')).toBeNull();
    expect(textOf(details.querySelector('[data-testid="mailbox-general"]')!)).toBe(
      'Consultas generales: hello@chamber.example',
    );
    const [card] = document.querySelectorAll('[data-testid="office-card"]');
    expect(card!.querySelector('h3')?.text).toBe('Iberoamérica');
    expect(card!.querySelector('p[lang="en"]')?.text).toBe('Mexico City');
  });
});
