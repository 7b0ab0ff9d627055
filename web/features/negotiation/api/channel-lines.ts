import type { QueryClient } from '@tanstack/react-query';
import { api, type ChannelMessage } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** How many lines a channel shows at first, and how many more each "earlier" step loads. */
export const PAGE = 100;

/** The lines of one channel loaded so far: a window ending at the newest line. */
export interface ChannelLines {
  readonly items: readonly ChannelMessage[];
  /** True while lines before the first loaded one exist. */
  readonly hasEarlier: boolean;
}

/** GET /games/{id}/channels/{channel}/messages: `limit` lines after `after`. */
export async function readLines(id: string, channel: string, after: number, limit: number) {
  return dataOf(
    await api.GET('/games/{id}/channels/{channel}/messages', {
      params: { path: { id, channel }, query: { after, limit } },
    }),
  ).items;
}

/** Adds lines to a channel's cached window, each seq once, in seq order (a window not loaded stays so). */
export function mergeLines(
  client: QueryClient,
  id: string,
  channel: string,
  fresh: readonly ChannelMessage[],
  hasEarlier?: boolean,
): void {
  client.setQueryData<ChannelLines>(gameKeys.lines(id, channel), (before) => {
    if (!before) return before;
    const bySeq = new Map(before.items.map((l) => [l.seq, l]));
    for (const line of fresh) bySeq.set(line.seq, line);
    const items = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    return { items, hasEarlier: hasEarlier ?? before.hasEarlier };
  });
}
