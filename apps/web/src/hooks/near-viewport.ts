import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element behind the returned ref has come within `margin` of the viewport (once true,
 * it stays true). Parts below the fold use it to download their code only when they are about to
 * be seen. Without IntersectionObserver it answers true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px 0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
