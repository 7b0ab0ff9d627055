'use client';
import Link from 'next/link';
import type { GameSummary } from '../../../lib/api/client';
import { formatDuration, myTurn, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { rotationFor } from '../../../components/board/geometry';
import { MiniBoard } from '../../../components/board/mini-board';
import { useNow } from '../../../hooks/use-now';
import { PlayerName } from '../../../components/player-name';
import { DraftChip } from './draft-chip';

/** A row of the game lists: variant, seats and players, what happens now, the deadline. */
export function GameCard({ game, children }: { game: GameSummary; children?: React.ReactNode }) {
  const { t } = useI18n();
  const now = useNow(1000);
  const mine = myTurn(game);
  const left = game.deadlineAt && now !== null ? new Date(game.deadlineAt).getTime() - now : null;
  const points = game.result ? game.yourSeats.map((s) => game.result!.points[s]).filter((p) => p !== undefined) : [];
  return (
    <li className={`game-card${mine ? ' mine' : ''}`} data-testid="game-card" data-game={game.id}>
      <Link href={`/games/${game.id}`} className="game-link">
        {game.position ? (
          <MiniBoard
            variant={game.variant}
            pieces={game.position.board}
            rotation={rotationFor(game.yourSeats[0])}
            label={t('home.position', { variant: t(`variant.${game.variant}` as MessageKey) })}
          />
        ) : (
          <span className={`variant-badge v${game.variant}`}>{game.variant === '007' ? '007' : 'K'}</span>
        )}
        <span className="game-main">
          <strong>{t(`variant.${game.variant}` as MessageKey)}</strong>
          <span className="seats-line">
            {game.seats.map((s) => (
              <span key={s.seat} className="seat-chip">
                <i className={`dot ${s.seat}`} aria-hidden="true" />
                {s.computer ? (
                  <em data-computer={s.computer}>
                    {t('game.seatComputer', { level: t(`computer.level.${s.computer}`) })}
                  </em>
                ) : s.player ? (
                  <PlayerName player={s.player} link={false} />
                ) : (
                  <em>{t('common.open')}</em>
                )}
                <span className="sr-only"> ({seatLabel(t, s.seat)})</span>
              </span>
            ))}
          </span>
        </span>
        <span className="game-side">
          {game.result ? (
            <span className="result-chip">
              {t(`status.${game.status}` as MessageKey)}
              {points.length > 0 && ` · ${t('home.points', { points: points.reduce((a, b) => a + b, 0) })}`}
            </span>
          ) : (
            <span className="status-chip">{t(`status.${game.status}` as MessageKey)}</span>
          )}
          {game.turnNotSent && !game.result && <DraftChip />}
          {left !== null && !game.result && (
            <span
              className={`deadline${left < 0 ? ' overdue' : left < 86400000 ? ' soon' : ''}`}
              data-testid="deadline"
            >
              {left < 0 ? t('home.overdue') : t('home.deadline', { left: formatDuration(t, left) })}
            </span>
          )}
        </span>
      </Link>
      {children}
    </li>
  );
}
