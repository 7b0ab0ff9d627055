import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write, the queries it changed are read again, and a read of them already on its way is
 * cancelled first. TanStack Query lets an invalidation join a query's first fetch still in flight
 * (only a query that already has data gets a fresh request), and that fetch may have been answered
 * before the write committed: opening a game marked one of two notifications read, yet the bell,
 * whose first count was still on its way, went on saying 2 until its next poll half a minute later.
 */
export async function refetchAfterWrite(client: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
