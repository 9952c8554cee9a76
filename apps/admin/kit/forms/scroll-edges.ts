import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** Whether a scrolling box hides content above and below what it shows. */
export interface ScrollEdges {
  above: boolean;
  below: boolean;
}

/** The edges of `box` (1 px of slack: zoomed layouts report fractional offsets). */
export function scrollEdges(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): ScrollEdges {
  return {
    above: box.scrollTop > 1,
    below: box.scrollTop + box.clientHeight < box.scrollHeight - 1,
  };
}

/**
 * Follows a scrolling box's hidden content as it scrolls and as it or its content resizes, so the
 * box can show that there is more (a divider and a shadow at that edge). Returns a ref for the box.
 */
export function useScrollEdges<T extends HTMLElement>(): [RefCallback<T>, ScrollEdges] {
  const [edges, setEdges] = useState<ScrollEdges>({ above: false, below: false });
  const [box, setBox] = useState<T | null>(null);
  const frame = useRef(0);
  const ref = useCallback((element: T | null) => setBox(element), []);

  useEffect(() => {
    if (!box) return;
    const measure = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const next = scrollEdges(box);
        setEdges((current) => (current.above === next.above && current.below === next.below ? current : next));
      });
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The box resizes with the window; its content grows when a message or a field error appears.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    const mutations = new MutationObserver(measure);
    mutations.observe(box, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame.current);
      box.removeEventListener('scroll', measure);
      observer.disconnect();
      mutations.disconnect();
    };
  }, [box]);

  return [ref, edges];
}
