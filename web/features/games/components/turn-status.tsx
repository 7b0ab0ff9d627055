'use client';
import { nameInSentence } from '../../../lib/player-words';
import type { ReactNode } from 'react';
import type { Game, ToMove } from '../../../lib/api/client';
import { formatDuration, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { useNow } from '../../../hooks/use-now';

/** A small power still in the game and in no coalition (coalition.md §6, neutrality). */
function neutralSmallPower(game: Game): boolean {
  return (['green', 'red'] as const).some(
    (seat) => !game.eliminated.includes(seat) && !game.coalitions.some((c) => c.seats.includes(seat)),
  );
}

/**
 * Who must act now and how: in 007 which half-move of the turn (k of n) and whose colour it
 * moves; in Coalition Chess a regular turn, a check answered out of turn, or the set-up. The
 * unsent turn, if any, is the children: at the top of the page, seen without scrolling.
 */
export function TurnStatus({
  game,
  toMove,
  children,
}: {
  game: Game;
  toMove: readonly ToMove[];
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const now = useNow(1000);
  if (game.status === 'finished' || game.status === 'aborted' || game.status === 'open') return null;
  const left = game.deadlineAt && now !== null ? new Date(game.deadlineAt).getTime() - now : null;
  return (
    <div className="turn-status" data-testid="turn-status">
      {toMove.map((m) => {
        const mine = game.yourSeats.includes(m.seat);
        return (
          <div
            key={m.seat}
            className={`to-move${mine ? ' mine' : ''}`}
            data-seat={m.seat}
            data-part={m.part}
            data-of={m.of}
            data-color={m.color}
            data-reason={m.reason}
          >
            <i className={`dot ${m.seat}`} aria-hidden="true" />
            <strong>
              {mine
                ? t('game.youToAct')
                : t('game.waitingFor', {
                    who: m.computer
                      ? t('game.seatComputer', { level: t(`computer.level.${m.computer}`) })
                      : (nameInSentence(t, m.player) ?? seatLabel(t, m.seat)),
                  })}
            </strong>
            <span>
              {' · '}
              {seatLabel(t, m.seat)}
              {game.variant === '007' && (
                <>
                  {' · '}
                  {t('game.halfMove', { part: m.part, of: m.of })} ·{' '}
                  <span className="keep-together" data-testid="moves-colour">
                    {t('game.movesColour', { colour: seatLabel(t, m.color) })}
                    <i className={`dot ${m.color}`} aria-hidden="true" />
                  </span>
                </>
              )}
              {m.reason !== 'turn' && ` · ${t(`game.reason.${m.reason}` as MessageKey)}`}
            </span>
          </div>
        );
      })}
      {game.variant === 'coalition' && game.status === 'active' && game.position && (
        <div className="coalition-round" data-testid="coalition-round" data-round={game.position.round}>
          <strong>{t('game.coalitionRound', { n: game.position.round })}</strong>
          {game.position.round <= 3 && neutralSmallPower(game) && (
            <span data-testid="neutral-warning"> · {t('game.neutralWarning', { n: game.position.round })}</span>
          )}
        </div>
      )}
      {children}
      {left !== null && (
        <div className={`deadline${left < 86400000 ? ' soon' : ''}`}>
          {left < 0 ? t('home.overdue') : t('home.deadline', { left: formatDuration(t, left) })}
        </div>
      )}
    </div>
  );
}

/**
 * Half-moves made on the board but not sent: said in words ("Turn not sent"), with the control
 * that sends them and the one that takes the last back. `single` is a move held for confirmation
 * (the "confirm before sending" setting), otherwise the half-moves of a 007 turn.
 */
export function UnsentTurn({
  moves,
  complete,
  single,
  busy,
  onSubmit,
  onTakeBack,
}: {
  moves: readonly string[];
  complete: boolean;
  single: boolean;
  busy: boolean;
  onSubmit: () => void;
  onTakeBack: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="unsent" data-testid="turn-not-sent" data-complete={complete} role="status">
      <strong>{single ? t('game.moveNotSent') : t('game.turnNotSent')}</strong>
      <span className="mono">{moves.join(', ')}</span>
      {!single && !complete && <span className="muted small">{t('game.turnNotComplete')}</span>}
      <span className="unsent-actions">
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          onClick={onTakeBack}
          data-testid="take-back"
        >
          {t('game.takeBack')}
        </button>
        <button
          type="button"
          className="button small"
          disabled={!complete || busy}
          onClick={onSubmit}
          data-testid="submit-turn"
        >
          {single ? t('game.sendMove') : t('game.submitTurn')}
        </button>
      </span>
    </div>
  );
}
