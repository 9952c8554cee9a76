import type { Language } from '../../../../shared/constants';
import { saveLanguageChoice } from '../../../ui/language-choice';

// The header is HTML from the server on every page. Its two interactive parts need only these few
// lines, run by the islands script once the page has painted: no React, so a page that has nothing
// else interactive downloads no framework at all. The attributes below are how the header's markup
// (Header.tsx, LanguageSwitcher.tsx) names its parts to this script.

/** The mobile menu's button and what it swaps when the menu opens or closes. */
export const MENU_HOOKS = {
  toggle: 'data-menu-toggle',
  openLabel: 'data-open-label',
  closeLabel: 'data-close-label',
  openIcon: 'data-menu-open-icon',
  closeIcon: 'data-menu-close-icon',
} as const;

/** The language switcher's select, whose options each carry the page's address in their language. */
export const LANGUAGE_HOOKS = { select: 'data-language-select', href: 'data-href' } as const;

/** The mobile menu: its button opens and closes it, Escape closes it. */
function enhanceMenu(page: Document): void {
  const toggle = page.querySelector<HTMLButtonElement>(`[${MENU_HOOKS.toggle}]`);
  const menu = toggle && page.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const icon = (hook: string) => toggle.querySelector<HTMLElement>(`[${hook}]`);
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', toggle.getAttribute(open ? MENU_HOOKS.closeLabel : MENU_HOOKS.openLabel) ?? '');
    const [shown, hidden] = open
      ? [MENU_HOOKS.closeIcon, MENU_HOOKS.openIcon]
      : [MENU_HOOKS.openIcon, MENU_HOOKS.closeIcon];
    icon(shown)?.removeAttribute('hidden');
    icon(hidden)?.setAttribute('hidden', '');
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  page.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false);
  });
}

/**
 * The language switcher: a choice saves the language and opens the same page (its query and
 * fragment kept) in it. A choice made before this script ran is taken at once.
 */
function enhanceLanguageSwitch(page: Document): void {
  const select = page.querySelector<HTMLSelectElement>(`[${LANGUAGE_HOOKS.select}]`);
  if (!select) return;
  const current = page.documentElement.lang;
  const choose = () => {
    const option = select.selectedOptions[0];
    const href = option?.getAttribute(LANGUAGE_HOOKS.href);
    if (!option || !href || option.value === current) return;
    saveLanguageChoice(option.value as Language);
    window.location.assign(`${href}${window.location.hash}`);
  };
  select.addEventListener('change', choose);
  if (select.value !== current) choose();
}

/** Makes the server's header work: the mobile menu and the language switcher. */
export function enhanceHeader(page: Document = document): void {
  enhanceMenu(page);
  enhanceLanguageSwitch(page);
}
