'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  asProblem,
  type Channel,
  type ChannelMessage,
  type Game,
  type Problem,
  type SeatName,
} from '../../../../../lib/api/client';
import { useMarkAllRead } from '../../../../../features/notifications/api/use-mark-read';
import { isSeatName } from '../../../../../lib/seats';

/** How many lines a channel shows at first, and how many more each "earlier" step loads. */
export const PAGE = 100;

/** The lines of one channel loaded so far: a window ending at the newest line. */
export interface ChannelLines {
  readonly items: readonly ChannelMessage[];
  /** True while lines before the first loaded one exist. */
  readonly hasEarlier: boolean;
}

export interface Negotiation {
  /** The channels I may read (null until loaded; [] when I may read none). */
  readonly channels: readonly Channel[] | null;
  readonly lines: Readonly<Record<string, ChannelLines>>;
  readonly muted: readonly SeatName[];
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
  setMuted(seat: SeatName, muted: boolean): Promise<void>;
}

/**
 * A game's negotiation kept current for the page: the channel list with unread counts, the lines
 * of the channels opened, and the viewer's mutes. New lines arrive on the message stream
 * (`/games/{id}/channels/stream`, which carries only channels this viewer may read); the channel
 * list is re-read when the game changes (its end may reveal every channel).
 */
export function useNegotiation(id: string, game: Game | null, signedIn: boolean): Negotiation {
  const [channels, setChannels] = useState<Channel[] | null>(null);
  const [lines, setLines] = useState<Record<string, ChannelLines>>({});
  const [muted, setMutedSeats] = useState<SeatName[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const channelsRef = useRef(channels);
  channelsRef.current = channels;
  const shown = useRef<string | null>(null);
  const loading = useRef(new Set<string>());
  const mySeats = useRef(game?.yourSeats ?? []);
  mySeats.current = game?.yourSeats ?? [];
  const { mutate: readGameNotifications } = useMarkAllRead();

  const loadChannels = useCallback(async () => {
    const { data, error, response } = await api.GET('/games/{id}/channels', { params: { path: { id } } });
    if (data) setChannels(data);
    else {
      setChannels([]);
      if (response.status !== 401 && response.status !== 403) setProblem(asProblem(error, response));
    }
  }, [id]);

  const markRead = useCallback(
    async (channel: string, seq: number) => {
      if (seq <= 0 || document.visibilityState !== 'visible') return;
      const { response } = await api.PUT('/games/{id}/channels/{channel}/read', {
        params: { path: { id, channel } },
        body: { seq },
      });
      if (!response.ok) return;
      setChannels((cs) => cs?.map((c) => (c.id === channel ? { ...c, unread: 0, readSeq: seq } : c)) ?? cs);
      // Read here is read in the bell too (as looking at the game marks its move notifications).
      readGameNotifications(id);
    },
    [id, readGameNotifications],
  );

  /** Adds lines to a channel's window, each seq once, in seq order. */
  const merge = useCallback((channel: string, fresh: readonly ChannelMessage[], hasEarlier?: boolean) => {
    setLines((all) => {
      const before = all[channel] ?? { items: [], hasEarlier: false };
      const bySeq = new Map(before.items.map((l) => [l.seq, l]));
      for (const line of fresh) bySeq.set(line.seq, line);
      const items = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
      return { ...all, [channel]: { items, hasEarlier: hasEarlier ?? before.hasEarlier } };
    });
  }, []);

  const open = useCallback(
    (channel: string | null) => {
      shown.current = channel;
      if (channel === null) return;
      const known = channels?.find((c) => c.id === channel);
      if (!known) return;
      if (linesRef.current[channel]) {
        if (known.unread > 0) void markRead(channel, known.lastSeq);
        return;
      }
      if (loading.current.has(channel)) return;
      loading.current.add(channel);
      const after = Math.max(0, known.lastSeq - PAGE);
      void api
        .GET('/games/{id}/channels/{channel}/messages', {
          params: { path: { id, channel }, query: { after, limit: PAGE } },
        })
        .then(({ data, error, response }) => {
          if (!data) return setProblem(asProblem(error, response));
          merge(channel, data.items, after > 0);
          const last = data.items.at(-1)?.seq ?? 0;
          if (shown.current === channel && known.unread > 0) void markRead(channel, last);
        })
        .finally(() => loading.current.delete(channel));
    },
    [channels, id, markRead, merge],
  );

  const earlier = useCallback(
    async (channel: string) => {
      const first = linesRef.current[channel]?.items[0]?.seq;
      if (!first || first <= 1) return;
      const after = Math.max(0, first - 1 - PAGE);
      const { data, error, response } = await api.GET('/games/{id}/channels/{channel}/messages', {
        params: { path: { id, channel }, query: { after, limit: first - 1 - after } },
      });
      if (!data) return setProblem(asProblem(error, response));
      merge(channel, data.items, after > 0);
    },
    [id, merge],
  );

  const post = useCallback(
    async (channel: string, text: string, seat?: string) => {
      const { data, error, response } = await api.POST('/games/{id}/channels/{channel}/messages', {
        params: { path: { id, channel } },
        body: { text, ...(seat && isSeatName(seat) ? { seat } : {}) },
      });
      if (!data) return asProblem(error, response);
      merge(channel, [data]);
      setChannels(
        (cs) => cs?.map((c) => (c.id === channel ? { ...c, lastSeq: Math.max(c.lastSeq, data.seq) } : c)) ?? cs,
      );
      return null;
    },
    [id, merge],
  );

  const setMuted = useCallback(
    async (seat: SeatName, mute: boolean) => {
      // Shown at once; the server's answer (or a refusal) settles it.
      setMutedSeats((seats) => (mute ? [...new Set([...seats, seat])] : seats.filter((s) => s !== seat)));
      const path = { params: { path: { id, seat } } };
      const { data, error, response } = mute
        ? await api.PUT('/games/{id}/muted-seats/{seat}', path)
        : await api.DELETE('/games/{id}/muted-seats/{seat}', path);
      if (!data) {
        setProblem(asProblem(error, response));
        setMutedSeats((seats) => (mute ? seats.filter((s) => s !== seat) : [...seats, seat]));
        return;
      }
      setMutedSeats(data.seats);
      // Muting changes how lines show and what counts as unread: read both again.
      setLines({});
      await loadChannels();
    },
    [id, loadChannels],
  );

  // The channel list, again when the game's phase changes (its start opens posting, its end may
  // reveal every channel); between those, the stream keeps the unread counts.
  const status = game?.status;
  useEffect(() => {
    if (!signedIn || status === undefined) return;
    void loadChannels();
  }, [signedIn, loadChannels, status]);

  const player = (game?.yourSeats.length ?? 0) > 0;
  useEffect(() => {
    if (!signedIn || !player) return;
    void api.GET('/games/{id}/muted-seats', { params: { path: { id } } }).then(({ data }) => {
      if (data) setMutedSeats(data.seats);
    });
  }, [signedIn, id, player]);

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
      let line: ChannelMessage;
      try {
        line = JSON.parse(e.data) as ChannelMessage;
      } catch {
        return;
      }
      if (linesRef.current[line.channel]) merge(line.channel, [line]);
      const mine = line.author !== null && line.seat !== null && mySeats.current.includes(line.seat);
      const reading = shown.current === line.channel && document.visibilityState === 'visible';
      const counts = line.kind === 'message' && !mine && !line.muted;
      setChannels(
        (cs) =>
          cs?.map((c) =>
            c.id !== line.channel
              ? c
              : {
                  ...c,
                  lastSeq: Math.max(c.lastSeq, line.seq),
                  // A line the list already counted (seq not past its end) is not counted again.
                  unread: c.unread + (counts && !reading && line.seq > c.lastSeq ? 1 : 0),
                },
          ) ?? cs,
      );
      if (counts && reading && linesRef.current[line.channel]) void markRead(line.channel, line.seq);
    };
    source.addEventListener('message', onLine);
    source.addEventListener('system', onLine);
    return () => source.close();
  }, [signedIn, talking, id, merge, markRead]);

  const unread = (channels ?? []).reduce((n, c) => n + c.unread, 0);
  return { channels, lines, muted, problem, unread, open, earlier, post, setMuted };
}
