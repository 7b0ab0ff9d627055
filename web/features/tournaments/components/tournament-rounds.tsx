'use client';
import { nameInSentence } from '../../../lib/player-words';
import Link from 'next/link';
import { useState } from 'react';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useTournamentRound } from '../api/use-tournament';

/** The rounds played or under way: a switcher, then each game with its seats, live status and points. */
export function TournamentRounds({ id, rounds }: { id: string; rounds: number }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const n = chosen ?? rounds;
  const round = useTournamentRound(id, n, rounds > 0);
  if (rounds === 0) return null;
  return (
    <section className="panel" data-testid="tournament-rounds">
      <h2>{t('tournaments.rounds')}</h2>
      <label>
        {t('tournaments.round')}{' '}
        <select value={n} onChange={(e) => setChosen(Number(e.target.value))} data-testid="round-select">
          {Array.from({ length: rounds }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      <ProblemNote problem={problemOf(round.error)} />
      {round.data && (
        <ul className="game-list">
          {round.data.games.map((g) => (
            <li key={g.gameId} className="game-card" data-testid="round-game">
              <Link href={`/games/${g.gameId}`} className="game-link">
                <span className="game-main">
                  <strong>{t('tournaments.board', { board: g.board })}</strong>
                  <span className="small">
                    {g.seats
                      .map(
                        (s) =>
                          `${t(`seat.${s.seat}` as MessageKey)}: ${nameInSentence(t, s.player) ?? t('tournaments.computer')}` +
                          (s.points !== null ? ` (${s.points})` : '') +
                          (s.forfeit ? ` ${t('tournaments.forfeit')}` : ''),
                      )
                      .join(' · ')}
                  </span>
                  <span className="muted small">{t(`tournaments.gameStatus.${g.status}` as MessageKey)}</span>
                </span>
              </Link>
            </li>
          ))}
          {round.data.byes.map((b) => (
            <li key={b.player.id} className="game-card muted">
              {t('tournaments.bye', { player: nameInSentence(t, b.player) ?? '', points: b.points })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
