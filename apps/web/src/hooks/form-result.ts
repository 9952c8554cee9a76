import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSubmit } from './submit';

/**
 * Focuses the element of the returned ref each time `shown` becomes (or changes to) something: a
 * result or a refusal that appears takes the focus, so a screen reader reads it at once.
 */
export function useFocusWhenShown<E extends HTMLElement>(shown: unknown): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/**
 * The submit / result / refusal cycle of a public form that gives way to its result: `send` posts
 * the values and answers the result to show; a failure is either shown beside the fields
 * (`showsBesideFields` answers true: no refusal then) or becomes the refusal above the button, in the
 * page's language (`refusalOf`). The result and the refusal take the focus once shown. The form
 * itself still posts without JavaScript: this only runs once it is hydrated.
 */
export function useFormResult<V, R>(
  send: (values: V) => Promise<R>,
  {
    showsBesideFields,
    refusalOf,
  }: { showsBesideFields: (error: unknown) => boolean; refusalOf: (error: unknown) => string },
) {
  const [result, setResult] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, isPending } = useSubmit((values: V) => send(values).then(setResult), {
    onSuccess: () => setFailure(null),
    onError: (error) => setFailure(showsBesideFields(error) ? null : refusalOf(error)),
  });
  return { submit, isPending, result, failure };
}
