import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient. Failed calls are not retried: the API client already shows the SPEC §8
 * dialog or toast once, and a retry would show it twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
