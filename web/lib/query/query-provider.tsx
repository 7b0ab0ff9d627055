'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from './api-error';

/**
 * How long an answer counts as fresh: a page opened again within it shows the cached list without
 * asking; after it, the cache is shown at once and refreshed behind it (and on the tab's focus).
 */
const STALE_MS = 15_000;

/** A refusal (4xx) is an answer, asked again it says the same; a network error or 5xx is retried twice. */
function retryable(failures: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.problem.status : 0;
  return failures < 2 && (status === 0 || status >= 500);
}

/** One QueryClient per browser tab, made once (not per render), for every query hook in web/features. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: STALE_MS, retry: retryable, refetchOnWindowFocus: true },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
