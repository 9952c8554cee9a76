import { startTransition, useEffect, useState } from 'react';

/** Whether the app's first page has painted; components that mount later render everything at once. */
let painted = false;
const waiting = new Set<() => void>();
let scheduled = false;

/** After the next paint, every waiting component updates in one transition (one render, one commit). */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  window.requestAnimationFrame(() => {
    window.setTimeout(() => {
      painted = true;
      startTransition(() => {
        for (const update of waiting) update();
        waiting.clear();
      });
    }, 0);
  });
}

/**
 * False until the app's first page has painted, then true: content below the fold (the footer, the
 * lower sections of the home page) renders in a later transition, so the first render, commit and
 * layout are smaller tasks on a slow phone (Lighthouse's total blocking time, docs/performance.md).
 * All such content appears in the same update, so nothing already shown moves twice.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const update = () => setReady(true);
    waiting.add(update);
    schedule();
    return () => {
      waiting.delete(update);
    };
  }, [ready]);
  return ready;
}
