import type { ComponentType } from 'react';
import type * as HydrateModule from './hydrate';
import { isIslandName, ISLANDS } from './registry';
import { PAGE_STATE_ID, type PageState } from './page-state';

/**
 * The public site's one script: finds the islands the server rendered into the page and hydrates
 * each (its code and React's downloaded on demand) at once or once it comes near the viewport.
 * Everything else on the page is plain HTML and needs no JavaScript.
 */
function start(): void {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as PageState;
  let runtime: Promise<typeof HydrateModule> | undefined;
  const hydrate = (root: HTMLElement, index: number) => {
    const record = state.islands[index];
    if (!record || !isIslandName(record.name)) return;
    runtime ??= import('./hydrate');
    void Promise.all([runtime, ISLANDS[record.name].load()]).then(([{ hydrateIsland }, Component]) =>
      hydrateIsland(root, index, Component as ComponentType<object>, record.props, state),
    );
  };

  const nearViewport =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              const root = entry.target.parentElement;
              if (root) hydrate(root, Number(root.dataset.island));
            }
          },
          { rootMargin: '400px 0px' },
        );

  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const index = Number(root.dataset.island);
    // The wrapper has no box of its own (display: contents): watch its first element instead.
    const target = root.firstElementChild;
    if (root.dataset.hydrate === 'visible' && nearViewport && target) nearViewport.observe(target);
    else hydrate(root, index);
  }
}

start();
