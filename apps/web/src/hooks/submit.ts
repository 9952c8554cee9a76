import { useState } from 'react';

/**
 * Sends a form's values once at a time: `isPending` while the request runs (the submit button shows
 * it), then `onSuccess` or `onError`. The islands' forms use it instead of a query client: they
 * send, they never cache.
 */
export function useSubmit<T>(
  send: (values: T) => Promise<unknown>,
  { onSuccess, onError }: { onSuccess: (values: T) => void; onError: (error: unknown) => void },
): { submit: (values: T) => void; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const submit = (values: T) => {
    if (isPending) return;
    setPending(true);
    send(values)
      .then(() => onSuccess(values), onError)
      .finally(() => setPending(false));
  };
  return { submit, isPending };
}
