import { useQuery } from '@tanstack/react-query';
import { api, type Health } from '../../../lib/api/client';

/**
 * GET /health: the API and its database. A degraded API answers 503 with no health to show
 * (null, "does not answer" like a silent one); a network failure is the query's error.
 */
export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: async (): Promise<Health | null> => (await api.GET('/health')).data ?? null,
  });
}
