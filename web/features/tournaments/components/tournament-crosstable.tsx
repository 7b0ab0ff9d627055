'use client';
import Link from 'next/link';
import type { Crosstable } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { PlayerName } from '../../../components/player-name';

const ROLES = ['yellow', 'black', 'green', 'red'] as const;

/**
 * 007: the crosstable (each pair's games, the entrant's marks against each other entrant).
 * Coalition Chess: the role table — for each entrant, the table and points of each colour played.
 */
export function TournamentCrosstable({ crosstable }: { crosstable: Crosstable }) {
  const { t } = useI18n();
  const coalition = crosstable.variant === 'coalition';
  return (
    <section className="panel" data-testid="tournament-crosstable">
      <h2>{t(coalition ? 'tournaments.roleTable' : 'tournaments.crosstable')}</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('tournaments.player')}</th>
              {coalition
                ? ROLES.map((r) => (
                    <th key={r} scope="col">
                      {t(`seat.${r}` as MessageKey)}
                    </th>
                  ))
                : crosstable.rows.map((_, i) => (
                    <th key={i} scope="col">
                      {i + 1}
                    </th>
                  ))}
              <th scope="col">{t('tournaments.points')}</th>
            </tr>
          </thead>
          <tbody>
            {crosstable.rows.map((row, i) => (
              <tr key={row.player.id} data-testid="cross-row">
                <td>{i + 1}</td>
                <td>
                  <PlayerName player={row.player} link={false} />
                </td>
                {coalition
                  ? ROLES.map((r) => {
                      const cells = row.roles.filter((c) => c.seat === r);
                      return (
                        <td key={r}>
                          {cells.map((c) => (
                            <Link key={c.gameId} href={`/games/${c.gameId}`}>
                              {t('tournaments.roleCell', { round: c.round, board: c.board, points: c.points ?? '…' })}
                            </Link>
                          ))}
                        </td>
                      );
                    })
                  : row.cells.map((games, j) => (
                      <td key={j} className={i === j ? 'muted' : undefined}>
                        {i === j
                          ? '×'
                          : games.map((g) => (
                              <Link key={g.gameId} href={`/games/${g.gameId}`}>
                                {g.mark}
                              </Link>
                            ))}
                      </td>
                    ))}
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
