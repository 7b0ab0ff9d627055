'use client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Channel, Problem } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';
import { mergeLines, PAGE, readLines, type ChannelLines } from '../api/channel-lines';

/**
 * The lines of the channels opened so far, each channel's newest lines a query (loaded once the
 * channel in view is in the list, which may arrive after the tab), and `earlier` to load the
 * page before the first line loaded. A failure to load earlier lines goes to `onFailure`.
 */
export function useChannelLines(
  id: string,
  channels: readonly Channel[] | null,
  inView: string | null,
  onFailure: (problem: Problem | null) => void,
) {
  const client = useQueryClient();
  const channelsRef = useRef(channels);
  channelsRef.current = channels;

  // The channels opened so far; each one's newest lines are a query.
  const [opened, setOpened] = useState<string[]>([]);
  const lineQueries = useQueries({
    queries: opened.map((channel) => ({
      queryKey: gameKeys.lines(id, channel),
      queryFn: async (): Promise<ChannelLines> => {
        const lastSeq = channelsRef.current?.find((c) => c.id === channel)?.lastSeq ?? 0;
        const after = Math.max(0, lastSeq - PAGE);
        return { items: await readLines(id, channel, after, PAGE), hasEarlier: after > 0 };
      },
      // The stream and my own posts keep them current.
      staleTime: Infinity,
    })),
  });
  const lines = useMemo(() => {
    const all: Record<string, ChannelLines> = {};
    opened.forEach((channel, i) => {
      const data = lineQueries[i]?.data;
      if (data) all[channel] = data;
    });
    return all;
  }, [opened, lineQueries]);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const linesProblem = problemOf(lineQueries.find((q) => q.error)?.error);

  // The channel in view is loaded once the list has it (the list may arrive after the tab).
  useEffect(() => {
    if (inView && channels?.some((c) => c.id === inView))
      setOpened((list) => (list.includes(inView) ? list : [...list, inView]));
  }, [inView, channels]);

  const earlier = useCallback(
    async (channel: string) => {
      const first = linesRef.current[channel]?.items[0]?.seq;
      if (!first || first <= 1) return;
      const after = Math.max(0, first - 1 - PAGE);
      try {
        mergeLines(client, id, channel, await readLines(id, channel, after, first - 1 - after), after > 0);
      } catch (error) {
        onFailure(problemOf(error));
      }
    },
    [client, id, onFailure],
  );

  return { lines, linesRef, linesProblem, earlier };
}
