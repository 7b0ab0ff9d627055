'use client';
import { useMemo, useState } from 'react';
import type { Action } from '@entente/engine';
import type { Game } from '../../../lib/api/client';
import { positionText, type LocalGame } from '../../../lib/engine';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import type { EngineRequest } from '../engine/messages';
import { useEngineSearch } from '../engine/use-engine-search';
import { engineOffReason } from '../lib/engine-rule';

/**
 * The built-in `search` player on the analysis board: its value of the position shown for the
 * seat to move and the line it expects, deepening in a worker; off (with the reason) where the
 * game's `analysis` option forbids it while the game runs.
 */
export function EnginePanel({ variant, here, game }: { variant: string; here: LocalGame; game: Game | null }) {
  const { t } = useI18n();
  const off = engineOffReason(game);
  const [on, setOn] = useState(false);
  const text = useMemo(() => positionText(variant, here), [variant, here]);
  const request: EngineRequest | null =
    on && off === null ? { variant, edition: here.edition, options: game?.options ?? {}, state: text } : null;
  const search = useEngineSearch(request);
  const r = search.result;

  return (
    <section className="panel engine-panel" data-testid="analysis-engine" aria-labelledby="engine-title">
      <h2 id="engine-title">{t('analysis.engine.title')}</h2>
      {off !== null ? (
        <p className="muted" data-testid="analysis-engine-off" data-reason={off}>
          {t(`analysis.engine.off.${off}`)}
        </p>
      ) : (
        <>
          <div className="row">
            <button
              type="button"
              className="button"
              aria-pressed={on}
              onClick={() => setOn(!on)}
              data-testid={on ? 'analysis-engine-stop' : 'analysis-engine-start'}
            >
              {on ? t('analysis.engine.stop') : t('analysis.engine.start')}
            </button>
            <span
              className="muted small"
              role="status"
              data-testid="analysis-engine-status"
              data-status={search.status}
            >
              {t(`analysis.engine.status.${search.status}` as MessageKey, { depth: r?.depth ?? 0 })}
            </span>
          </div>
          {r && r.seat && (
            <>
              <p data-testid="analysis-engine-eval" data-score={r.score ?? ''} data-depth={r.depth}>
                <strong>{evaluation(t, r.score, r.decided, seatLabel(t, r.seat))}</strong>
              </p>
              <ol className="engine-line" data-testid="analysis-engine-line" aria-label={t('analysis.engine.line')}>
                {r.line.map((step, i) => (
                  <li key={i} data-testid="analysis-engine-move" data-seat={step.seat}>
                    <i className={`dot ${step.seat}`} aria-hidden="true" />
                    {actionText(t, step.action)}
                  </li>
                ))}
              </ol>
            </>
          )}
          {search.status === 'error' && (
            <p className="problem" role="alert">
              {search.error}
            </p>
          )}
          <p className="muted small">{t('analysis.engine.help')}</p>
        </>
      )}
    </section>
  );
}

type T = ReturnType<typeof useI18n>['t'];

/** "+0.35 for White" in pawns, or a forced result the search found. */
function evaluation(t: T, score: number | null, decided: 'win' | 'loss' | null, seat: string): string {
  if (decided) return t(`analysis.engine.${decided}`, { seat });
  const pawns = (score ?? 0) / 100;
  return t('analysis.engine.score', { score: `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`, seat });
}

/** A board move as the board writes it (`e2e4`); a Coalition action in words. */
function actionText(t: T, a: Action): string {
  if (a.type === 'move') return a.move;
  const ally = 'ally' in a && typeof a.ally === 'string' ? seatLabel(t, a.ally) : '';
  return t(`analysis.engine.action.${a.type}` as MessageKey, { ally });
}
