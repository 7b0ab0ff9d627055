'use client';
import type { GameSummary, SeatName } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { GameCard } from '../../games/components/game-card';

/** The seats I am invited to, each with its game and the buttons to accept or decline. */
export function Invitations({
  invitations,
  onAnswer,
}: {
  invitations: readonly { game: GameSummary; seat: SeatName }[];
  onAnswer: (game: GameSummary, seat: SeatName, answer: 'accept' | 'decline') => void;
}) {
  const { t } = useI18n();
  if (invitations.length === 0) return null;
  return (
    <section className="panel" data-testid="invitations">
      <h2>{t('home.invitations')}</h2>
      <ul className="game-list">
        {invitations.map(({ game, seat }) => (
          <GameCard key={`${game.id}-${seat}`} game={game}>
            <div className="card-actions">
              <span>{seatLabel(t, seat)}</span>
              <button type="button" className="button small" onClick={() => onAnswer(game, seat, 'accept')}>
                {t('home.accept')}
              </button>
              <button type="button" className="button small secondary" onClick={() => onAnswer(game, seat, 'decline')}>
                {t('home.decline')}
              </button>
            </div>
          </GameCard>
        ))}
      </ul>
    </section>
  );
}
