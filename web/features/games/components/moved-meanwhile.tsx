'use client';
import { useCallback, useMemo, useState } from 'react';
import type { Game, GameEvent } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey, Translate } from '../../../lib/i18n/translate';

/** What a refused write (409) tells: the game it was refused against moved on to `current`. */
export interface MovedOn {
  /** The events between the version the player saw and the current one (as far as the log has them yet). */
  changes: GameEvent[];
}

/**
 * When a move is refused because someone acted meanwhile (409 with the current game), the page
 * takes the current game at once and says what happened since the position the player was
 * looking at — instead of "reload and try again" on a page that has already reloaded. What
 * happened is read from the game's event log, which the new version makes grow.
 */
export function useMovedMeanwhile(events: readonly GameEvent[] | null) {
  const [span, setSpan] = useState<{ seen: number; current: number } | null>(null);
  const report = useCallback((seenVersion: number, current: Game) => {
    setSpan({ seen: seenVersion, current: current.version });
  }, []);
  const clear = useCallback(() => setSpan(null), []);
  const movedOn = useMemo<MovedOn | null>(
    () =>
      span && {
        changes: (events ?? []).filter((e) => e.seq > span.seen && e.seq <= span.current),
      },
    [span, events],
  );
  return { movedOn, report, clear };
}

export function MovedMeanwhileNote({ movedOn, onClose }: { movedOn: MovedOn | null; onClose: () => void }) {
  const { t } = useI18n();
  if (!movedOn) return null;
  const lines = movedOn.changes.map((e) => describeEvent(t, e)).filter((l): l is string => !!l);
  return (
    <div className="note moved-meanwhile" role="status" data-testid="moved-meanwhile">
      <p>
        <strong>{t('game.movedMeanwhile')}</strong>
      </p>
      {lines.length > 0 && (
        <ul>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <p>{t('game.movedMeanwhileNow')}</p>
      <button type="button" className="button small secondary" onClick={onClose}>
        {t('common.ok')}
      </button>
    </div>
  );
}

type Effect = { type: string; seat?: string; color?: string; move?: string; san?: string };

/** One event as a line: "Black: e5", "Green allies with Yellow", "White offers a draw". */
function describeEvent(t: Translate, e: GameEvent): string | null {
  const action = e.payload.action as { type?: string; ally?: string; move?: string } | undefined;
  if (!action?.type) return null;
  const effects = (e.payload.effects as Effect[] | undefined) ?? [];
  const moved = effects.find((f) => f.type === 'moved');
  const who = seatLabel(t, e.seat ?? moved?.seat ?? '');
  if (action.type === 'move') {
    const text = moved?.san ?? action.move ?? '';
    return moved?.color && moved.color !== e.seat
      ? t('game.meanwhileMoveOther', { who, move: text, colour: seatLabel(t, moved.color) })
      : t('game.meanwhileMove', { who, move: text });
  }
  const what =
    action.type === 'declare'
      ? t('ml.declare', { seat: seatLabel(t, action.ally ?? '') })
      : t(`ml.${action.type}` as MessageKey);
  return `${who} ${what}`;
}
