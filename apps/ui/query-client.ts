import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../../shared/constants';

/**
 * The one query client, with fixed settings: no retry, no refetch, data never stale.
 * Requests go out even when the browser thinks it is offline (networkMode 'always'), so a failed
 * send shows its error at once instead of waiting silently for the network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: QUERY_DEFAULTS.refetchInterval,
        staleTime: QUERY_DEFAULTS.staleTime,
        networkMode: 'always',
      },
      mutations: { retry: QUERY_DEFAULTS.retry, networkMode: 'always' },
    },
  });
}
