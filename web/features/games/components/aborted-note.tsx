'use client';
import type { Game, GameEvent } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';

/** An aborted game: who aborted it and why, from its `game-aborted` event (only the creator aborts). */
export function AbortedNote({ game, events }: { game: Game; events: readonly GameEvent[] | null }) {
  const { t } = useI18n();
  const aborted = events?.findLast((e) => e.type === 'game-aborted');
  const message = aborted?.payload.message;
  if (game.status !== 'aborted' || !aborted) return null;
  return (
    <section className="panel result" data-testid="aborted">
      <h2>{t('game.abortedTitle')}</h2>
      <p>
        {typeof message === 'string' && aborted.userId === game.createdBy.id
          ? t('game.abortedBy', { by: game.createdBy.displayName, reason: message })
          : t('game.abortedAbandoned')}
      </p>
    </section>
  );
}
