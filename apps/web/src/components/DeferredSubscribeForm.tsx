import { makeStyles } from '@fluentui/react-components';
import { Suspense, lazy, type ComponentProps } from 'react';
import { useNearViewport } from '../hooks/near-viewport';
import type { SubscribeForm } from './SubscribeForm';

const LazySubscribeForm = lazy(() => import('./SubscribeForm').then((m) => ({ default: m.SubscribeForm })));

const useStyles = makeStyles({
  // About the form's height (fields, button and note), so little moves when it arrives.
  newsletter: { minHeight: '120px' },
  'regulatory-updates': { minHeight: '120px', '@media (max-width: 540px)': { minHeight: '260px' } },
});

/**
 * A subscription form at the bottom of a page: it (and its validation code: zod, react-hook-form)
 * is downloaded when its place comes near the viewport, not with the page (the page's first load
 * stays as light as before the forms were real).
 */
export function DeferredSubscribeForm(props: ComponentProps<typeof SubscribeForm>) {
  const styles = useStyles();
  const [placeholder, wanted] = useNearViewport<HTMLDivElement>();
  const fallback = <div ref={placeholder} className={styles[props.list]} aria-busy="true" />;
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LazySubscribeForm {...props} />
    </Suspense>
  );
}
