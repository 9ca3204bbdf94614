import type { ServerMeta } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const META_QUERY_KEY = ['meta'] as const;

/** What the running server offers before sign-in (dev mode, Google sign-in, demo accounts). */
export function useServerMeta(): { data?: ServerMeta; isLoading: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: META_QUERY_KEY,
    // Validated by the server's response schema; kept zod-free for the landing page's first load.
    queryFn: () => api.get<ServerMeta>('/meta'),
    // Meta changes only with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { data, isLoading };
}

/** platform.md §2.1: development aids are reachable only when the host is local. */
export function isLocalHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
}
