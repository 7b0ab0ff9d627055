'use client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gameKeys } from '../../games/api/game-keys';
import { mergeLines, PAGE, readLines, type ChannelLines } from '../api/channel-lines';
import { useChannels } from '../api/use-channels';
import { useMarkChannelRead } from '../api/use-mark-channel-read';
import { useMuteSeat } from '../api/use-mute-seat';
import { useMutedSeats } from '../api/use-muted-seats';
import { usePostMessage } from '../api/use-post-message';
import { useMarkAllRead } from '../../notifications/api/use-mark-read';
import type { Channel, ChannelMessage, Game, Problem, SeatName } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { frameData } from '../../../lib/event-frame';

export { PAGE, type ChannelLines };

export interface Negotiation {
  /** The channels I may read (null until loaded; [] when I may read none). */
  readonly channels: readonly Channel[] | null;
  readonly lines: Readonly<Record<string, ChannelLines>>;
  readonly muted: readonly string[];
  readonly problem: Problem | null;
  /** Unread messages over all channels, for the phone tab's badge. */
  readonly unread: number;
  /**
   * The channel now in view: loads its newest lines (once) and marks them read; null when none is
   * (the notes tab, or the panel hidden behind the board on a phone), so nothing is marked read unseen.
   */
  open(channel: string | null): void;
  earlier(channel: string): Promise<void>;
  /** Writes a message; the problem when it was refused, else null. */
  post(channel: string, text: string, seat?: string): Promise<Problem | null>;
  setMuted(seat: string, muted: boolean): Promise<void>;
}

/**
 * A game's negotiation kept current for the page, all of it in the query cache: the channel list
 * with unread counts (read again at each status of the game: its start opens posting, its end may
 * reveal every channel), the lines of the channels opened, and the viewer's mutes. New lines
 * arrive on the message stream (`/games/{id}/channels/stream`, which carries only channels this
 * viewer may read) and go into the cache.
 */
export function useNegotiation(id: string, game: Game | null, signedIn: boolean): Negotiation {
  const client = useQueryClient();
  const status = game?.status;
  const channelsQuery = useChannels(id, status, { enabled: signedIn });
  // A list that could not be read shows as none (and the problem says why).
  const channels = channelsQuery.data ?? (channelsQuery.isError ? [] : null);
  const player = (game?.yourSeats.length ?? 0) > 0;
  const mutedQuery = useMutedSeats(id, { enabled: signedIn && player });
  const muteSeat = useMuteSeat(id);
  const postMessage = usePostMessage(id);
  const { mutate: markChannelRead } = useMarkChannelRead(id);
  const { mutate: readGameNotifications } = useMarkAllRead();
  const [failure, setFailure] = useState<Problem | null>(null);

  const channelsRef = useRef(channels);
  channelsRef.current = channels;
  const shown = useRef<string | null>(null);
  const mySeats = useRef(game?.yourSeats ?? []);
  mySeats.current = game?.yourSeats ?? [];

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

  const markRead = useCallback(
    (channel: string, seq: number) => {
      if (seq <= 0 || document.visibilityState !== 'visible') return;
      markChannelRead(
        { channel, seq },
        // Read here is read in the bell too (as looking at the game marks its move notifications).
        { onSuccess: () => readGameNotifications(id) },
      );
    },
    [id, markChannelRead, readGameNotifications],
  );

  // A channel in view whose lines have arrived, with lines unread: read up to its newest.
  const [inView, setInView] = useState<string | null>(null);
  const shownLines = inView ? lines[inView] : undefined;
  const shownUnread = channels?.find((c) => c.id === inView)?.unread ?? 0;
  useEffect(() => {
    if (!inView || !shownLines || shownUnread === 0) return;
    markRead(inView, shownLines.items.at(-1)?.seq ?? 0);
  }, [inView, shownLines, shownUnread, markRead]);

  const open = useCallback((channel: string | null) => {
    shown.current = channel;
    setInView(channel);
  }, []);
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
        setFailure(problemOf(error));
      }
    },
    [client, id],
  );

  const { mutateAsync: postAsync } = postMessage;
  const post = useCallback(
    async (channel: string, text: string, seat?: string) => {
      try {
        await postAsync({ channel, text, seat });
        return null;
      } catch (error) {
        return problemOf(error);
      }
    },
    [postAsync],
  );

  const { mutateAsync: muteAsync } = muteSeat;
  // The box shows the choice in the same render as the click (React state set in the event), not
  // only when the mutation's cache update reaches the page a task later: a controlled checkbox
  // would flick back meanwhile. The answer (or a refusal) settles it.
  const [choosing, setChoosing] = useState<Readonly<Record<string, boolean>>>({});
  const setMuted = useCallback(
    async (seat: SeatName, mute: boolean) => {
      setChoosing((c) => ({ ...c, [seat]: mute }));
      try {
        await muteAsync({ seat, mute });
      } catch (error) {
        setFailure(problemOf(error));
      } finally {
        setChoosing(({ [seat]: _settled, ...rest }) => rest);
      }
    },
    [muteAsync],
  );
  const mutedSeats = mutedQuery.data;
  const muted = useMemo(() => {
    const chosen = new Set<string>(mutedSeats ?? []);
    for (const [seat, mute] of Object.entries(choosing)) {
      if (mute) chosen.add(seat);
      else chosen.delete(seat);
    }
    return [...chosen];
  }, [mutedSeats, choosing]);

  // A stream only for a viewer with channels to read (not for a watcher of a running game).
  const talking = (channels?.length ?? 0) > 0;
  // New lines, live: each frame is one line of a channel this viewer may read.
  useEffect(() => {
    if (!signedIn || !talking || typeof EventSource === 'undefined') return;
    // From where the channel list left each channel, so nothing written since is missed; the
    // browser's own reconnects resume from the last frame's id (Last-Event-ID).
    const from = (channelsRef.current ?? []).map((c) => `${c.id}:${c.lastSeq}`).join(',');
    const source = new EventSource(
      `/api/games/${encodeURIComponent(id)}/channels/stream?lastEventId=${encodeURIComponent(from)}`,
    );
    const onLine = (e: MessageEvent<string>) => {
      const line = frameData<ChannelMessage>(e);
      if (!line) return;
      mergeLines(client, id, line.channel, [line]);
      const mine = line.author !== null && line.seat !== null && mySeats.current.includes(line.seat);
      const reading = shown.current === line.channel && document.visibilityState === 'visible';
      const counts = line.kind === 'message' && !mine && !line.muted;
      client.setQueriesData<Channel[]>({ queryKey: gameKeys.channels(id) }, (cs) =>
        cs?.map((c) =>
          c.id !== line.channel
            ? c
            : {
                ...c,
                lastSeq: Math.max(c.lastSeq, line.seq),
                // A line the list already counted (seq not past its end) is not counted again.
                unread: c.unread + (counts && !reading && line.seq > c.lastSeq ? 1 : 0),
              },
        ),
      );
      if (counts && reading && linesRef.current[line.channel]) markRead(line.channel, line.seq);
    };
    source.addEventListener('message', onLine);
    source.addEventListener('system', onLine);
    return () => source.close();
  }, [signedIn, talking, id, client, markRead]);

  const channelsProblem = problemOf(channelsQuery.error);
  const problem = failure ?? channelsProblem ?? linesProblem;
  const unread = (channels ?? []).reduce((n, c) => n + c.unread, 0);
  return { channels, lines, muted, problem, unread, open, earlier, post, setMuted };
}
