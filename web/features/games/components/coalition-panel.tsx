'use client';
import { useMemo, useState } from 'react';
import type { Ally, Game, ToMove } from '../../../lib/api/client';
import { applyLocal, type EngineAction, type LocalGame } from '../../../lib/engine';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { AREAS } from '../../../lib/coalition-layout';
import type { Send } from '../types';

/**
 * The coalitions (who with whom, since which round, how), the eliminated parties, and what the
 * acting seat may do besides moving: declare an alliance, pass, re-arrange. Which of these the
 * rules allow right now is asked of the engine (an action it accepts is offered), so the panel
 * never offers what the server would refuse.
 */
export function CoalitionPanel({
  game,
  base,
  acting,
  busy,
  send,
  onRearrange,
  arranging,
}: {
  game: Game;
  base: LocalGame | null;
  acting: ToMove | undefined;
  busy: boolean;
  send: Send;
  onRearrange: () => void;
  arranging: boolean;
}) {
  const { t } = useI18n();
  const [cyclistSquare, setCyclistSquare] = useState('');
  const allowed = useMemo(() => {
    const none = { allies: [] as Ally[], pass: false, rearrange: false, cyclist: [] as string[] };
    if (!base || !acting || acting.reason !== 'turn' || game.status !== 'active') return none;
    const seat = acting.seat;
    const ok = (action: EngineAction) => applyLocal(game.variant, base, action).ok;
    const mine = game.position?.board.filter((p) => p.color === seat) ?? [];
    return {
      allies: game.seats
        .map((s) => s.seat)
        .filter((s): s is Ally => s !== 'white' && s !== seat && ok({ type: 'declare', seat, ally: s })),
      pass: ok({ type: 'pass', seat }),
      rearrange: ok({ type: 'arrange', seat, placement: Object.fromEntries(mine.map((p) => [p.square, p.piece])) }),
      // §9 option: the cyclist to an empty square of the other colour in the area, besides the move.
      cyclist: (AREAS[seat] ?? []).filter((square) => ok({ type: 'cyclist', seat, square })),
    };
  }, [base, acting, game]);

  return (
    <section className="panel" data-testid="coalition-panel">
      <h2>{t('coalition.panel')}</h2>
      {game.coalitions.length === 0 ? (
        <p className="muted">{t('coalition.none')}</p>
      ) : (
        <ul className="coalitions">
          {game.coalitions.map((c) => (
            <li key={c.seats.join('-')} data-testid="coalition" data-seats={c.seats.join(',')}>
              <span className="pair">
                {c.seats.map((s) => (
                  <span key={s} className="seat-chip">
                    <i className={`dot ${s}`} aria-hidden="true" />
                    {seatLabel(t, s)}
                  </span>
                ))}
              </span>
              <span className="muted small">
                {t('coalition.since', { round: c.round, by: t(`coalition.by.${c.by}` as MessageKey) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {game.eliminated.length > 0 && (
        <p className="eliminated-line" data-testid="eliminated">
          {t('coalition.eliminated', { seats: game.eliminated.map((s) => seatLabel(t, s)).join(', ') })}
        </p>
      )}
      {(allowed.allies.length > 0 || allowed.pass || allowed.rearrange || allowed.cyclist.length > 0) && (
        <div className="coalition-actions">
          {allowed.allies.length > 0 && (
            <div className="row wrap">
              <span>{t('coalition.declare')}</span>
              {allowed.allies.map((ally) => (
                <button
                  key={ally}
                  type="button"
                  className="button small"
                  disabled={busy}
                  data-testid={`declare-${ally}`}
                  onClick={() =>
                    void send({ path: '/games/{id}/actions', body: { type: 'declare', seat: acting!.seat, ally } })
                  }
                >
                  <i className={`dot ${ally}`} aria-hidden="true" />{' '}
                  {t('coalition.declareButton', { seat: seatLabel(t, ally) })}
                </button>
              ))}
            </div>
          )}
          <div className="row wrap">
            {allowed.pass && (
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                data-testid="pass"
                onClick={() => void send({ path: '/games/{id}/actions', body: { type: 'pass', seat: acting!.seat } })}
              >
                {t('game.pass')}
              </button>
            )}
            {allowed.cyclist.length > 0 && (
              <span className="row">
                <select
                  aria-label={t('coalition.cyclist')}
                  value={cyclistSquare}
                  onChange={(e) => setCyclistSquare(e.target.value)}
                >
                  <option value="">{t('coalition.cyclist')}</option>
                  {allowed.cyclist.map((sq) => (
                    <option key={sq} value={sq}>
                      {sq}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button small secondary"
                  disabled={busy || !cyclistSquare}
                  onClick={() =>
                    void send({
                      path: '/games/{id}/actions',
                      body: { type: 'cyclist', seat: acting!.seat, square: cyclistSquare },
                    })
                  }
                >
                  {t('game.play')}
                </button>
              </span>
            )}
            {allowed.rearrange && !arranging && (
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                data-testid="rearrange"
                onClick={onRearrange}
              >
                {t('setup.rearrange')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
