import type { HTMLAttributes } from 'react';

/** The static HTML an island was given for its slots, by slot name. */
export type Slots = Record<string, string>;

/**
 * Where an island shows one of its static parts: the HTML the server rendered, set as it is. In the
 * browser the island is given the same HTML, read back from the page before hydrating, so nothing is
 * sent twice and nothing is rendered again.
 */
export function Slot({ name, html, ...props }: HTMLAttributes<HTMLDivElement> & { name: string; html: string }) {
  return <div {...props} data-slot={name} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The slots of an island root in the page (not those of islands inside them); undefined when it has none. */
export function readSlots(root: HTMLElement): Slots | undefined {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-slot]')].filter(
    (element) => element.parentElement?.closest('[data-island]') === root,
  );
  if (elements.length === 0) return undefined;
  return Object.fromEntries(elements.map((element) => [element.dataset.slot ?? '', element.innerHTML]));
}
