import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../../shared/constants';

/** The one query client, with the spec's §9 settings: no retry, no refetch, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: QUERY_DEFAULTS.refetchInterval,
        staleTime: QUERY_DEFAULTS.staleTime,
      },
      mutations: { retry: QUERY_DEFAULTS.retry },
    },
  });
}
