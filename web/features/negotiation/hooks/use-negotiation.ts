'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game, Problem } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { useMarkAllRead } from '../../notifications/api/use-mark-read';
import { useChannels } from '../api/use-channels';
import { useMarkChannelRead } from '../api/use-mark-channel-read';
import { usePostMessage } from '../api/use-post-message';
import type { Negotiation } from '../types';
import { useChannelLines } from './use-channel-lines';
import { useMessageStream } from './use-message-stream';
import { useSeatMutes } from './use-seat-mutes';

/**
 * A game's negotiation kept current for the page, all of it in the query cache: the channel list
 * with unread counts (read again at each status of the game: its start opens posting, its end may
 * reveal every channel), the lines of the channels opened, and the viewer's mutes. New lines
 * arrive on the message stream (`/games/{id}/channels/stream`, which carries only channels this
 * viewer may read) and go into the cache.
 */
export function useNegotiation(id: string, game: Game | null, signedIn: boolean): Negotiation {
  const status = game?.status;
  const channelsQuery = useChannels(id, status, { enabled: signedIn });
  // A list that could not be read shows as none (and the problem says why).
  const channels = channelsQuery.data ?? (channelsQuery.isError ? [] : null);
  const player = (game?.yourSeats.length ?? 0) > 0;
  const postMessage = usePostMessage(id);
  const { mutate: markChannelRead } = useMarkChannelRead(id);
  const { mutate: readGameNotifications } = useMarkAllRead();
  const [failure, setFailure] = useState<Problem | null>(null);
  const shown = useRef<string | null>(null);

  // A channel in view whose lines have arrived, with lines unread: read up to its newest.
  const [inView, setInView] = useState<string | null>(null);
  const { lines, linesRef, linesProblem, earlier } = useChannelLines(id, channels, inView, setFailure);

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

  const { muted, setMuted } = useSeatMutes(id, signedIn && player, setFailure);
  useMessageStream(id, { signedIn, channels, mySeats: game?.yourSeats ?? [], shown, linesRef, markRead });

  const channelsProblem = problemOf(channelsQuery.error);
  const problem = failure ?? channelsProblem ?? linesProblem;
  const unread = (channels ?? []).reduce((n, c) => n + c.unread, 0);
  return { channels, lines, muted, problem, unread, open, earlier, post, setMuted };
}
