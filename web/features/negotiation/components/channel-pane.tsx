'use client';
import { useEffect, useRef } from 'react';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { Negotiation } from '../types';
import { MessageComposer } from './message-composer';
import { MessageLine } from './message-line';
import { MuteChoices } from './mute-choices';

/**
 * One channel's tab panel: its lines (newest at the bottom, earlier ones on request), the box to
 * write in while posting is open, and — while the game runs — muting the channel's other seats.
 */
export function ChannelPane({
  game,
  talk,
  channelId,
  label,
}: {
  game: Game;
  talk: Negotiation;
  channelId: string;
  label: string;
}) {
  const { t } = useI18n();
  const channel = talk.channels?.find((c) => c.id === channelId);
  const loaded = talk.lines[channelId];
  const mySeatsHere = game.yourSeats.filter((s) => channel?.members.includes(s));
  const list = useRef<HTMLOListElement>(null);
  const lastSeq = loaded?.items.at(-1)?.seq ?? 0;

  // The newest line in view when one arrives (the list scrolls, not the page).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastSeq]);

  const others = channel ? channel.members.filter((s) => !game.yourSeats.includes(s)) : [];
  const over = game.status === 'finished' || game.status === 'aborted';
  return (
    <div
      role="tabpanel"
      id={`talk-pane-${channelId}`}
      aria-labelledby={`talk-tab-${channelId}`}
      data-testid="talk-pane"
      data-channel={channelId}
    >
      {loaded?.hasEarlier && (
        <button type="button" className="button secondary small" onClick={() => void talk.earlier(channelId)}>
          {t('talk.earlier')}
        </button>
      )}
      <ol className="talk-lines" ref={list} aria-live="polite" aria-label={label} data-testid="talk-lines">
        {loaded === undefined && <li className="muted">{t('common.loading')}</li>}
        {loaded?.items.length === 0 && <li className="muted">{t('talk.empty')}</li>}
        {loaded?.items.map((line) => (
          <MessageLine key={line.seq} line={line} game={game} />
        ))}
      </ol>
      {channel?.canPost ? (
        <>
          {/* The API keeps a game's channels open after it ("a word after the game"): say so. */}
          {over && (
            <p className="muted small" data-testid="talk-after-game">
              {t('talk.afterGame')}
            </p>
          )}
          <MessageComposer post={talk.post} channelId={channelId} label={label} mySeatsHere={mySeatsHere} />
        </>
      ) : (
        channel && <p className="muted small">{t(game.status === 'open' ? 'talk.notYet' : 'talk.closed')}</p>
      )}
      {/* Muting matters while lines can still come: not in the archive of a game that ended. */}
      {others.length > 0 && game.yourSeats.length > 0 && !over && (
        <MuteChoices others={others} muted={talk.muted} setMuted={talk.setMuted} />
      )}
    </div>
  );
}
