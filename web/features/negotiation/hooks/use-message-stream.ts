'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { Channel, ChannelMessage } from '../../../lib/api/client';
import { frameData } from '../../../lib/event-frame';
import { gameKeys } from '../../../lib/query/game-keys';
import { mergeLines, type ChannelLines } from '../api/channel-lines';

/**
 * New lines, live, from the message stream (`/games/{id}/channels/stream`, which carries only
 * channels this viewer may read): each frame is one line, put into its channel's cached lines
 * and counted unread in the channel list — unless it is mine, muted, or read as it arrives in
 * the channel shown, which is then marked read. Opened only for a viewer with channels to read
 * (not for a watcher of a running game).
 */
export function useMessageStream(
  id: string,
  {
    signedIn,
    channels,
    mySeats,
    shown,
    linesRef,
    markRead,
  }: {
    signedIn: boolean;
    channels: readonly Channel[] | null;
    mySeats: readonly string[];
    /** The channel in view now. */
    shown: RefObject<string | null>;
    linesRef: RefObject<Readonly<Record<string, ChannelLines>>>;
    markRead: (channel: string, seq: number) => void;
  },
): void {
  const client = useQueryClient();
  const channelsRef = useRef(channels);
  channelsRef.current = channels;
  const mySeatsRef = useRef(mySeats);
  mySeatsRef.current = mySeats;
  const talking = (channels?.length ?? 0) > 0;
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
      const mine = line.author !== null && line.seat !== null && mySeatsRef.current.includes(line.seat);
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
  }, [signedIn, talking, id, client, markRead, shown, linesRef]);
}
