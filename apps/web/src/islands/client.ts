import type { ComponentType } from 'react';
import type * as HydrateModule from './hydrate';
import { isIslandName, ISLANDS } from './registry';
import { PAGE_STATE_ID, type PageState } from './page-state';

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the browser has painted the page as the server sent it (a frame, then a new task). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The islands' shared code, evaluated in stages, each in a task of its own (React DOM, Fluent's
 * styles engine, i18next, then the hydration runtime), instead of one long task: on a slow phone
 * no step blocks input for long.
 */
async function loadRuntime(): Promise<typeof HydrateModule> {
  await import('./stages/react');
  await nextTask();
  await import('./stages/fluent');
  await nextTask();
  await import('./stages/i18n');
  await nextTask();
  return import('./hydrate');
}

/**
 * The public site's one script: finds the islands the server rendered into the page and hydrates
 * each, at once or once it comes near the viewport, one island per task, after the page's first
 * paint (the server's HTML is the page: scripts never delay it). Everything else on the page is
 * plain HTML and needs no JavaScript.
 */
async function start(): Promise<void> {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as PageState;
  await afterPaint();
  let runtime: Promise<typeof HydrateModule> | undefined;
  let queue = Promise.resolve();
  const hydrate = (root: HTMLElement, index: number) => {
    const record = state.islands[index];
    if (!record || !isIslandName(record.name)) return;
    runtime ??= loadRuntime();
    const code = Promise.all([runtime, ISLANDS[record.name].load()]);
    queue = queue.then(async () => {
      const [{ hydrateIsland }, Component] = await code;
      await hydrateIsland(root, index, Component as ComponentType<object>, record.props, state);
      await nextTask();
    });
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

void start();
