import { QueryClient } from '@tanstack/react-query';

/** Errors are shown once by the API client, so queries do not retry or refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
