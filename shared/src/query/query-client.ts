import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.js';

/** The cache dedupes for 2 s and retries errors after 5 s (docs/product/constants.md#timings). */
export const DEDUPE_MS = 2_000;
export const RETRY_DELAY_MS = 5_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx is an answer, not a glitch: asking again gets the same answer.
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEDUPE_MS, retry: shouldRetry, retryDelay: RETRY_DELAY_MS },
      mutations: { retry: false },
    },
  });
}
