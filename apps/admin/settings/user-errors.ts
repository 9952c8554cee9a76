import { ApiError } from '../../ui/api';
import { useFailureToast } from '../kit/failure-toast';
import { serverMessageKey } from '../server-messages';

/**
 * The translation key explaining why a user change failed, or undefined (the caller then shows the
 * server's text or a generic 'try again'): a known server text such as the last-admin rule, any
 * other 409 (no pending request any more: someone decided it meanwhile), a 404 (the account went).
 */
export function userFailureKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const known = serverMessageKey(error.serverMessage);
  if (known) return `admin:serverErrors.${known}`;
  if (error.status === 409) return 'admin:users.conflictText';
  if (error.status === 404) return 'admin:users.goneText';
  return undefined;
}

/** The toast of a failed user change: the server's reason translated when it is a known one. */
export function useUserFailure() {
  const fail = useFailureToast();
  return (title: string, error: Error) => fail(title, error, userFailureKey(error));
}
