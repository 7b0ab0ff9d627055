'use client';
import type { TournamentStandings } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { PlayerName } from '../../../components/player-name';

const KEY: Record<string, 'wins' | 'sonnebornBerger' | 'directEncounter' | 'rating'> = {
  wins: 'wins',
  'sonneborn-berger': 'sonnebornBerger',
  'direct-encounter': 'directEncounter',
  rating: 'rating',
};

/** The standings: rank, player, points, games and each tie-break's value, in the event's order. */
export function TournamentStandingsPanel({ id, standings }: { id: string; standings: TournamentStandings }) {
  const { t } = useI18n();
  const order = standings.order.filter((o) => KEY[o]);
  return (
    <section className="panel" data-testid="tournament-standings">
      <h2>{t('tournaments.standings')}</h2>
      <p className="muted small">
        <a href={`/api/tournaments/${id}/standings/export?format=csv`} download data-testid="standings-csv">
          {t('tournaments.csv')}
        </a>{' '}
        · {t('tournaments.counted', { n: standings.countedGames })}
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('tournaments.player')}</th>
              <th scope="col">{t('tournaments.points')}</th>
              <th scope="col">{t('tournaments.games')}</th>
              {order.map((o) => (
                <th key={o} scope="col">
                  {t(`tournaments.tieBreak.${o}` as MessageKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr key={r.player.id} data-testid="standing-row">
                <td>{r.rank}</td>
                <td>
                  <PlayerName player={r.player} />
                  {r.withdrawn && <span className="muted small"> ({t('tournaments.withdrawn')})</span>}
                </td>
                <td>{r.points}</td>
                <td>{r.games}</td>
                {order.map((o) => (
                  <td key={o}>{r.tieBreaks[KEY[o]] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
