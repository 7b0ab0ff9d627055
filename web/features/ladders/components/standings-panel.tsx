'use client';
import type { Ladder, Season, Standings } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { PlayerName } from '../../../components/player-name';

/**
 * A season's standings: the season switcher, the CSV download, the points table (6 for a win, 2
 * for a draw, 1 for a coalition abort by default) with the tie-breaks in their order, and a row
 * per player.
 */
export function StandingsPanel({
  ladderId,
  ladder,
  seasons,
  season,
  onSeason,
  standings,
}: {
  /** The ladder's id as the page's address has it. */
  ladderId: string;
  ladder: Ladder;
  seasons: readonly Season[];
  season: string | undefined;
  onSeason: (season: string) => void;
  standings: Standings | null;
}) {
  const { t } = useI18n();
  const pt = ladder.pointsTable;
  const coalition = ladder.variant === 'coalition';
  return (
    <section className="panel" data-testid="standings">
      <div className="page-head">
        <h2>{t('ladders.standings')}</h2>
        <div className="row wrap">
          <label className="row">
            {t('ladders.season')}
            <select value={season} onChange={(e) => onSeason(e.target.value)} data-testid="season">
              {seasons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.current ? ` (${t('ladders.current')})` : ''}
                </option>
              ))}
            </select>
          </label>
          {season && (
            <a
              className="button small secondary"
              href={`/api/ladders/${ladderId}/standings/export?season=${season}&format=csv`}
              download
              data-testid="csv"
            >
              CSV
            </a>
          )}
        </div>
      </div>
      <p className="muted small" data-testid="points-table">
        {/* A 007 game has no coalitions: its ladder counts wins, draws and losses only. */}
        {coalition
          ? t('ladders.pointsTable', {
              win: pt.win,
              draw: pt.draw,
              loss: pt.loss,
              abort: pt.coalitionAbort,
              none: pt.noCoalition,
            })
          : t('ladders.pointsTable007', { win: pt.win, draw: pt.draw, loss: pt.loss })}
        {standings &&
          standings.tieBreaks.length > 0 &&
          ` · ${t('ladders.tieBreaks', { order: standings.tieBreaks.join(' → ') })}`}
      </p>
      {standings && standings.rows.length === 0 && <p className="muted">{t('ladders.noRows')}</p>}
      {standings && standings.rows.length > 0 && <StandingsTable standings={standings} coalition={coalition} />}
    </section>
  );
}

/** A row per player: rank, points, games and results, head-to-head, and (007) the rating. */
function StandingsTable({ standings, coalition }: { standings: Standings; coalition: boolean }) {
  const { t } = useI18n();
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t('ladders.player')}</th>
            <th className="num">{t('game.points')}</th>
            <th className="num">{t('ladders.games')}</th>
            <th className="num">{t('ladders.wins')}</th>
            <th className="num">{t('ladders.draws')}</th>
            <th className="num">{t('ladders.losses')}</th>
            {coalition && <th className="num">{t('ladders.aborts')}</th>}
            {coalition && <th className="num">{t('ladders.neutral')}</th>}
            <th className="num">{t('ladders.h2h')}</th>
            {!coalition && <th className="num">{t('ladders.rating')}</th>}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.user.id} data-testid="standing-row" data-user={r.user.username} data-points={r.points}>
              <td className="num">{r.rank}</td>
              <td>
                <PlayerName player={r.user} />
              </td>
              <td className="num">
                <strong>{r.points}</strong>
              </td>
              <td className="num">{r.games}</td>
              <td className="num">{r.wins}</td>
              <td className="num">{r.draws}</td>
              <td className="num">{r.losses}</td>
              {coalition && <td className="num">{r.aborts}</td>}
              {coalition && <td className="num">{r.neutral}</td>}
              <td className="num">{r.headToHead ?? '—'}</td>
              {!coalition && (
                <td className="num">{r.rating ? `${Math.round(r.rating)} ±${Math.round(r.rd ?? 0)}` : '—'}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
