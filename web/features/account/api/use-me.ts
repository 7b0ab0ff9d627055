import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../lib/api/client';

/** The cache key of who is signed in: a sign-in or sign-out reads it again. */
export const meKey = ['session', 'me'] as const;

/**
 * Who is signed in, from the dashboard's own /whoami (not the API's GET /users/me): signed out is
 * an answer there, `null`, not a 401 the browser logs on every page. A failed request counts as
 * signed out, as before: the header then offers to sign in.
 */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async (): Promise<Me | null> => {
      try {
        const res = await fetch('/whoami', { cache: 'no-store' });
        return ((await res.json()) as { me: Me | null }).me;
      } catch {
        return null;
      }
    },
  });
}
