'use client';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';

/** The game to take away: its PGN (007 Chess), its full record, and the record as readable text. */
export function GameDownloads({ game }: { game: Game }) {
  const { t } = useI18n();
  return (
    <p className="downloads">
      {game.variant === '007' && (
        <>
          <a href={`/api/games/${game.id}/pgn`} download data-testid="pgn">
            {t('game.pgn')}
          </a>
          {' · '}
        </>
      )}
      <a href={`/api/games/${game.id}/record`}>{t('game.record')}</a>
      {' · '}
      <a href={`/api/games/${game.id}/record.txt`} download data-testid="record-text">
        {t('game.recordText')}
      </a>
    </p>
  );
}
