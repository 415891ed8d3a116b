import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

const MAX_RETRIES = 2;

/**
 * A 4xx answer (validation, not found, expired session) will be the same on a second try, so only
 * network failures and 5xx are retried. Mutations are never retried: a repeated POST could create a
 * second record.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
