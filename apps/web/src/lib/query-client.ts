import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Default freshness of server data before a background refetch (cost-screen TTLs come later). */
const DEFAULT_STALE_MS = 30_000;
/** Client errors (4xx) will not change on retry; network and 5xx errors get a second chance. */
const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * Query roots kept when the user changes: server meta is the same for everyone, and the session
 * query ('me') is updated in place because the guards observe it.
 */
export const KEPT_QUERY_ROOTS: readonly string[] = ['meta', 'me'];

/** Removes every cached query that belongs to the signed-in user (on logout and sign-in). */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({
    predicate: (query) => !KEPT_QUERY_ROOTS.includes(String(query.queryKey[0])),
  });
}
