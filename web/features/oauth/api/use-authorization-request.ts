import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

export type AuthorizationParams = NonNullable<paths['/oauth/authorize']['get']['parameters']['query']>;

/**
 * GET /oauth/authorize: is an app's request valid, and must the person still be asked? Asked
 * once per request and user: a request whose scopes were approved before is answered with a fresh
 * code at once, so asking again (on focus, on remount, on a retry) would mint codes nobody uses;
 * and the answer is dropped once the page is left (gcTime 0), so a later visit never follows a
 * redirect whose code was spent.
 */
export function useAuthorizationRequest(
  userId: string | undefined,
  search: string | null,
  params: AuthorizationParams,
) {
  return useQuery({
    queryKey: ['oauth', 'authorize', userId, search],
    queryFn: async () => dataOf(await api.GET('/oauth/authorize', { params: { query: params } })),
    enabled: !!userId && search !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
