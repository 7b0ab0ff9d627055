'use client';
import { useMemo, useState } from 'react';
import type { Game } from '../../../lib/api/client';
import type { LocalGame } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { useGame } from '../../games/api/use-game';
import { startOf } from '../lib/start-of';
import { Explorer } from './explorer';

const VARIANTS = ['007', 'coalition'] as const;

/** The analysis board: a variant to choose (or the one of the game or position given), and the explorer from its start. */
export function AnalysisView({
  variant: asked,
  position,
  gameId,
}: {
  variant?: string;
  position?: string;
  gameId?: string;
}) {
  const { t } = useI18n();
  // The game it comes from, for its options (a 007 game's turn lengths), its edition of the rules and the plan.
  const read = useGame(gameId ?? '', { enabled: !!gameId });
  // undefined while it is read; null without one (or when it cannot be read).
  const game: Game | null | undefined = !gameId ? null : read.isPending ? undefined : (read.data ?? null);
  const [chosen, setChosen] = useState<string>(VARIANTS.find((v) => v === asked) ?? '007');
  const variant = game?.variant ?? chosen;

  const start = useMemo<{ game: LocalGame } | { error: string } | null>(() => {
    if (game === undefined) return null;
    try {
      return { game: startOf(variant, game?.options ?? {}, position, game?.rulesEdition) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [variant, game, position]);

  if (!start) return <p className="muted">{t('common.loading')}</p>;
  return (
    <div data-testid="analysis">
      <h1>{t('analysis.title')}</h1>
      <p className="muted">{t('analysis.intro')}</p>
      {!gameId && !position && (
        <div className="row" role="group" aria-label={t('analysis.variant')}>
          {VARIANTS.map((v) => (
            <label key={v} className="row">
              <input
                type="radio"
                name="variant"
                value={v}
                checked={variant === v}
                onChange={() => setChosen(v)}
                data-testid={`analysis-variant-${v}`}
              />
              {t(`variant.${v}` as MessageKey)}
            </label>
          ))}
        </div>
      )}
      {'error' in start ? (
        <p className="problem" role="alert" data-testid="analysis-error">
          {t('analysis.badPosition', { detail: start.error })}
        </p>
      ) : (
        <Explorer
          key={`${variant}:${position ?? ''}`}
          variant={variant}
          start={start.game}
          game={game ?? null}
          fromCurrent={!!game && position === game.position?.text}
        />
      )}
    </div>
  );
}
