import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../shared/entities';
import { renderFixturePage } from '../../tests/helpers/page-render';

// A member company without a logo, as the server renders its card and its page: its initials stand
// in for the logo, hidden from screen readers, and the name is said once, by the heading.

function member(fields: Partial<Member> & Pick<Member, 'id' | 'name'>): Member {
  return {
    logo: null,
    logoAlt: null,
    location: 'Cádiz, Spain',
    description: 'Ships Andalusian olive oil to the Nordic countries.',
    industry: 'manufacturing',
    region: 'ibero-america',
    website: null,
    featured: true,
    contact: null,
    businessType: null,
    lang: 'en',
    ...fields,
  };
}

const WITHOUT_LOGO = member({ id: 7, name: 'Óleo Andaluz Exportaciones S.L.' });
const WITH_LOGO = member({ id: 8, name: 'Nordhav Shipping AB', logo: '/uploads/nordhav.png', logoAlt: null });
const MEMBERS = [WITHOUT_LOGO, WITH_LOGO];

/** How often `name` shows in what a reader of `element` gets (scripts, i.e. islands' JSON, left out). */
function timesShown(element: HTMLElement, name: string): number {
  const copy = element.clone() as HTMLElement;
  for (const script of copy.querySelectorAll('script')) script.remove();
  return copy.text.split(name).length - 1;
}

describe.each([
  ['the members list', '/members', 'main'],
  ["the home page's featured members", '/', '#featured-members'],
] as const)('a member card without a logo on %s', (_name, path, container) => {
  it.each(['en', 'es', 'sv'] as const)(
    'shows the initials in place of the logo, the name once (%s)',
    async (language) => {
      const { document } = await renderFixturePage(
        path,
        {
          members: MEMBERS,
          // /members shows the server's page of the list.
          memberList: {
            items: MEMBERS,
            total: MEMBERS.length,
            page: 1,
            pageSize: 24,
            filters: { search: '', industry: null, region: null },
            options: { industries: ['manufacturing'], regions: ['ibero-america'] },
          },
          events: [],
          news: [],
          offices: [],
        },
        language,
      );
      const cards = document.querySelector(container)!.querySelectorAll('[data-testid="member-card"]');
      const card = cards.find((candidate) => candidate.querySelector('h3')?.text.trim() === WITHOUT_LOGO.name);
      expect(card, `a card for ${WITHOUT_LOGO.name}`).toBeDefined();
      const mark = card!.querySelector('[data-testid="initials-mark"]');
      expect(mark?.text).toBe('ÓA');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(card!.querySelector('img')).toBeNull();
      expect(timesShown(card!, WITHOUT_LOGO.name)).toBe(1);

      // A logo is shown as before, with no initials beside it.
      const logoCard = cards.find((candidate) => candidate.querySelector('h3')?.text.trim() === WITH_LOGO.name)!;
      expect(logoCard.querySelector('img')?.getAttribute('src')).toBe(WITH_LOGO.logo);
      expect(logoCard.querySelector('[data-testid="initials-mark"]')).toBeNull();
    },
  );
});

describe("a member's page without a logo", () => {
  it.each(['en', 'es', 'sv'] as const)(
    'shows the initials in the facts, the name only as the title (%s)',
    async (language) => {
      const { document } = await renderFixturePage('/members/:id', { member: WITHOUT_LOGO }, language);
      const facts = document.querySelector('[data-testid="member-facts"]')!;
      const mark = facts.querySelector('[data-testid="initials-mark"]');
      expect(mark?.text).toBe('ÓA');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(timesShown(facts, WITHOUT_LOGO.name)).toBe(0);
      expect(document.querySelector('h1')?.text.trim()).toBe(WITHOUT_LOGO.name);
    },
  );

  it('shows the logo, described, when there is one', async () => {
    const { document } = await renderFixturePage('/members/:id', { member: WITH_LOGO });
    const facts = document.querySelector('[data-testid="member-facts"]')!;
    expect(facts.querySelector('img')?.getAttribute('alt')).toContain(WITH_LOGO.name);
    expect(facts.querySelector('[data-testid="initials-mark"]')).toBeNull();
  });
});
