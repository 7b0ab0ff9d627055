import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type GameEvent } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

const PAGE = 1000;

/**
 * GET /games/{id}/events: the whole log, in seq order. The log only grows, so a refetch asks for
 * what comes after the cached events, not for all of them again; the stream appends its frames
 * directly (appendEvent). Read again whenever the game's version is ahead of the last event.
 */
export function useGameEvents(id: string, version: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: gameKeys.events(id),
    queryFn: () => readNewEvents(client, id),
    // Growing is the only change, and a version ahead of it asks (below): no refetch on focus.
    staleTime: Infinity,
    enabled: version !== undefined,
  });
  const last = query.data?.at(-1)?.seq ?? 0;
  const { refetch, isFetching, data } = query;
  useEffect(() => {
    if (version !== undefined && data && version > last && !isFetching) void refetch();
  }, [version, last, data, isFetching, refetch]);
  return query;
}

async function readNewEvents(client: QueryClient, id: string): Promise<GameEvent[]> {
  const had = client.getQueryData<GameEvent[]>(gameKeys.events(id)) ?? [];
  const fresh: GameEvent[] = [];
  let after = had.at(-1)?.seq ?? 0;
  for (;;) {
    const page = dataOf(
      await api.GET('/games/{id}/events', { params: { path: { id }, query: { after, limit: PAGE } } }),
    );
    fresh.push(...page.items);
    if (page.nextAfter === null || page.items.length === 0) break;
    after = page.nextAfter;
  }
  const read = fresh.length > 0 ? [...had, ...fresh] : had;
  // Frames the stream appended while this was on its way are kept: both are the log from seq 1.
  const now = client.getQueryData<GameEvent[]>(gameKeys.events(id)) ?? [];
  return now.length > read.length ? now : read;
}

/**
 * An event the stream sent, appended to the cached log when it is the next one. A frame after a
 * gap (or before the log loaded) is not guessed at: the log is read again from what it holds.
 */
export function appendEvent(client: QueryClient, id: string, event: GameEvent): void {
  const key = gameKeys.events(id);
  const events = client.getQueryData<GameEvent[]>(key);
  if (!events) return;
  const last = events.at(-1)?.seq ?? 0;
  if (event.seq === last + 1) client.setQueryData<GameEvent[]>(key, [...events, event]);
  else if (event.seq > last + 1) void client.invalidateQueries({ queryKey: key });
}
