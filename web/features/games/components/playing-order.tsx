'use client';
import type { PlayingOrderEntry } from '@entente/engine';
import type { Game } from '../../../lib/api/client';
import { playingOrderOf, type LocalGame } from '../../../lib/engine';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';

/**
 * Coalition Chess's playing order as a strip, from the party acting now on: out-of-turn check
 * answers owed first, then the regular turns — each marked when it will be skipped, when its
 * party owes an answer, or when the party has left the game. The rules engine says who is where.
 */
export function PlayingOrder({
  order,
  players,
}: {
  order: readonly PlayingOrderEntry[];
  players: Record<string, string>;
}) {
  const { t } = useI18n();
  if (order.length === 0) return null;
  return (
    <section className="playing-order" aria-label={t('order.title')} data-testid="playing-order">
      <span className="order-title">{t('order.title')}</span>
      <ol>
        {order.map((e, i) => {
          const notes = [
            e.acting && t('order.acting'),
            !e.regular && t('order.answer'),
            e.skips && t('order.skips'),
            e.owes === 'after-turn' && t('order.owesAfter'),
            e.out && t('order.out'),
          ].filter((n): n is string => !!n);
          return (
            <li
              key={`${e.seat}-${i}`}
              className={`order-entry${e.acting ? ' acting' : ''}${e.skips || e.out ? ' passed' : ''}`}
              data-seat={e.seat}
              data-acting={e.acting || undefined}
              data-skips={e.skips || undefined}
              data-owes={e.owes ?? undefined}
              data-regular={e.regular}
            >
              <i className={`dot ${e.seat}`} aria-hidden="true" />
              <strong>{seatLabel(t, e.seat)}</strong>
              {players[e.seat] && <span className="muted small"> {players[e.seat]}</span>}
              {notes.length > 0 && <span className="order-notes"> · {notes.join(' · ')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The playing order of a running game, read from the engine's position (`base`), with the players'
 * names: who acts in which order, who skips, who owes an answer. Nothing for a game without one.
 */
export function GamePlayingOrder({ game, base }: { game: Game; base: LocalGame | null }) {
  const playingOrder = base && game.status === 'active' ? playingOrderOf(game.variant, base) : [];
  const playerNames = Object.fromEntries(game.seats.map((s) => [s.seat, s.player?.displayName ?? '']));
  return playingOrder.length > 0 ? <PlayingOrder order={playingOrder} players={playerNames} /> : null;
}
