'use client';
import type { LocalGame } from '../../../lib/engine';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';

/** Who is to move in the position explored (in 007 which half-move of the turn), or how the game stands. */
export function AnalysisStatus({
  variant,
  here,
  mover,
}: {
  variant: string;
  here: LocalGame;
  mover: string | undefined | null;
}) {
  const { t } = useI18n();
  return (
    <div className="turn-status" data-testid="analysis-status">
      {mover ? (
        <div className="to-move" data-seat={mover}>
          <i className={`dot ${mover}`} aria-hidden="true" />
          <strong>{t('analysis.toMove', { seat: seatLabel(t, mover) })}</strong>
          {variant === '007' && here.view.toMove[0] && (
            <span>
              {' · '}
              {t('game.halfMove', { part: here.view.toMove[0].part, of: here.view.toMove[0].of })}
            </span>
          )}
        </div>
      ) : (
        <strong>{t(`status.${here.view.status}` as MessageKey)}</strong>
      )}
    </div>
  );
}
