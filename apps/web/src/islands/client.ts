import type { ComponentType } from 'react';
import type * as HydrateModule from './hydrate';
import { isIslandName, ISLANDS } from './registry';
import { PAGE_STATE_ID, type PageState } from './page-state';
import { deferredActions } from './deferred-actions';
import { enhanceHeader } from '../layout/header-behaviour';

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * What tells an island that someone is about to use it: a pointer coming over it or pressing on
 * it, a finger touching it, the keyboard focus entering it, a key pressed in it.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The public site's one script: finds the islands the server rendered into the page and hydrates
 * each, at once (`load`) or when someone first reaches for it (`interaction`), one island per task.
 * The page's loader (shared/page-loader.ts) adds this script only after the first paint: the
 * server's HTML is the page, and scripts never delay it. Until an island hydrates it is plain HTML:
 * its links work, and a click on its buttons or a form sent meanwhile is held and done once it has
 * hydrated (see deferred-actions.ts). The header's menu and language switcher are worked without
 * React (header-behaviour.ts). Everything else on the page needs no JavaScript.
 */
function start(): void {
  // The header (the menu and the language switcher) works without React, on every page.
  enhanceHeader();
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as PageState;
  let runtime: Promise<typeof HydrateModule> | undefined;
  let queue = Promise.resolve();
  const started = new WeakSet<HTMLElement>();
  const held = deferredActions();

  const hydrate = (root: HTMLElement) => {
    if (started.has(root)) return;
    started.add(root);
    held.capture(root);
    const index = Number(root.dataset.island);
    const record = state.islands[index];
    if (!record || !isIslandName(record.name)) return;
    runtime ??= loadRuntime();
    const code = Promise.all([runtime, ISLANDS[record.name].load()]);
    queue = queue.then(async () => {
      const [{ hydrateIsland }, Component] = await code;
      await hydrateIsland(root, index, Component as ComponentType<object>, record.props, state);
      held.release(root);
      await nextTask();
    });
  };

  const pendingRoot = (target: EventTarget | null): HTMLElement | null => {
    const root = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
    return root && !root.hasAttribute('data-hydrated') ? root : null;
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(
      type,
      (event) => {
        const root = pendingRoot(event.target);
        if (root) hydrate(root);
      },
      { capture: true, passive: true },
    );
  }
  held.listen(pendingRoot, hydrate);
  // The page now answers the first use of an island (tests wait for this before reaching for one).
  document.documentElement.dataset.islands = 'listening';

  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (root.dataset.hydrate === 'load') hydrate(root);
  }
}

start();
