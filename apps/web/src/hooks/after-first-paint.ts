import { startTransition, useEffect, useState } from 'react';

/** Whether the app's first page has painted; components that mount later render everything at once. */
let painted = false;
/** Components waiting for their turn, by `order`. */
const waiting = new Map<number, Set<() => void>>();
/** The order whose components were just released, until one of them has committed. */
let released: number | undefined;
let scheduled = false;

/** Runs `next` once the browser has painted the current frame (a frame, then a new task). */
function afterPaint(next: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(next, 0));
}

/** After the next paint, the waiting components of the lowest order update in one transition. */
function releaseNext(): void {
  if (scheduled) return;
  scheduled = true;
  afterPaint(() => {
    scheduled = false;
    painted = true;
    const order = Math.min(...waiting.keys());
    const group = waiting.get(order);
    if (!group) return;
    waiting.delete(order);
    released = order;
    startTransition(() => {
      for (const update of group) update();
    });
  });
}

/**
 * False until the app's first page has painted, then true: content below the fold (the lower
 * sections of the home page, then the footer) renders after the first paint, one `order` at a
 * time, each in its own transition after the previous one has committed and painted. So the first
 * render and each later render, commit and layout are short tasks on a slow phone (Lighthouse's
 * total blocking time, docs/performance.md). Later content is appended below earlier content, so
 * nothing already on screen moves. Components that mount after that render at once.
 */
export function useAfterFirstPaint(order = 0): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const update = () => setReady(true);
    let group = waiting.get(order);
    if (!group) waiting.set(order, (group = new Set()));
    group.add(update);
    if (released === undefined) releaseNext();
    // Runs once this component has committed as ready (or has unmounted): the next order's turn.
    return () => {
      group.delete(update);
      if (group.size === 0 && waiting.get(order) === group) waiting.delete(order);
      if (released === order) {
        released = undefined;
        if (waiting.size > 0) releaseNext();
      }
    };
  }, [ready, order]);
  return ready;
}
