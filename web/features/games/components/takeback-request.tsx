'use client';
import { ProblemNote } from '../../../components/problem';
import type { Game, SeatName } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { seatName } from '../lib/seat-name';
import { usePendingTakeback, useTakebackStep, type PendingTakeback } from '../api/use-takeback';

/**
 * An open takeback request at the top of the game page, where the draw offer is shown: who asks,
 * by name; Accept/Decline for my seats still asked; Withdraw and whom it waits for, for the asker.
 */
export function TakebackRequest({ game }: { game: Game }) {
  const { t } = useI18n();
  const pending = usePendingTakeback(game);
  const { step, busy, problem } = useTakebackStep(game.id);
  const nameOf = (seat: SeatName) => seatName(t, game, seat);
  if (!pending) return problem ? <ProblemNote problem={problem} /> : null;
  const mine = (seats: readonly SeatName[]) => seats.some((s) => game.yourSeats.includes(s));
  const asker = mine(pending.seats);
  const asked = mine(pending.waitingFor);
  const waiting = pending.waitingFor.map(nameOf).join(', ');
  return (
    <div className="note draw-banner" role="status" data-testid="takeback-request" data-by={pending.requestedBy}>
      <strong>
        {asker
          ? t('game.takebackWaiting', { names: waiting })
          : t(game.variant === '007' ? 'game.takebackAsks007' : 'game.takebackAsks', {
              name: nameOf(pending.requestedBy),
            })}
      </strong>
      {!asker && !asked && <span>{t('game.takebackWaitingFor', { names: waiting })}</span>}
      {asked && (
        <span className="row wrap">
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => step('accept')}
            data-testid="takeback-accept"
          >
            {t('game.takebackAccept')}
          </button>
          <button
            type="button"
            className="button small secondary"
            disabled={busy}
            onClick={() => step('decline')}
            data-testid="takeback-decline"
          >
            {t('game.takebackDecline')}
          </button>
        </span>
      )}
      {asker && (
        <button
          type="button"
          className="button small secondary"
          disabled={busy}
          onClick={() => step('withdraw')}
          data-testid="takeback-withdraw"
        >
          {t('game.takebackWithdraw')}
        </button>
      )}
      <ProblemNote problem={problem} />
    </div>
  );
}

/**
 * Whether I may ask: a seat of mine still in a running game that is no tournament game, with a
 * turn of mine played (007: White's first turn is three half-moves, Black's ends after six), no
 * request open, and no computer that could not consent (a rated game). The API judges the rest.
 */
export function mayAskTakeback(game: Game, seat: SeatName | undefined, pending: PendingTakeback | null): boolean {
  if (!seat || pending || game.status !== 'active' || game.tournament) return false;
  if (game.rated && game.seats.some((s) => s.computer && !game.eliminated.includes(s.seat))) return false;
  const plies = game.position?.plies ?? 0;
  return game.variant === '007' ? plies >= (seat === 'white' ? 3 : 6) : plies > 0;
}

/** "Ask to take back", beside the draw and resignation actions. */
export function AskTakeback({ game, seat }: { game: Game; seat: SeatName | undefined }) {
  const { t } = useI18n();
  const pending = usePendingTakeback(game);
  const { step, busy, problem } = useTakebackStep(game.id);
  if (!mayAskTakeback(game, seat, pending)) return problem ? <ProblemNote problem={problem} /> : null;
  return (
    <>
      <button
        type="button"
        className="button small secondary"
        disabled={busy}
        onClick={() => step('request')}
        data-testid="takeback-ask"
      >
        {t('game.takebackAsk')}
      </button>
      <ProblemNote problem={problem} />
    </>
  );
}
