'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { useAlliances } from '../../../features/alliances/api/use-alliances';
import { useAllianceForms } from '../../../features/ladders/api/use-alliance-forms';
import { useLadder } from '../../../features/ladders/api/use-ladder';
import { useLadderGames } from '../../../features/ladders/api/use-ladder-games';
import { useLadderSeasons } from '../../../features/ladders/api/use-ladder-seasons';
import { useStandings } from '../../../features/ladders/api/use-standings';
import { formatDate, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { AllianceList } from '../../../features/alliances/components/alliance-list';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { problemOf } from '../../../lib/query/api-error';
import { LadderLog } from '../../../features/ladders/components/ladder-log';
import { ChallengeForm } from '../../../features/ladders/components/challenge-form';

/**
 * A ladder: the standings of a season (points by the ladder's table — 6 for a win, 2 for a draw,
 * 1 for a coalition abort by default — and the tie-breaks in their order), a season switcher,
 * the CSV download, the ladder's games, and its alliance history.
 */
const PAGE = 20;

export default function LadderPage() {
  const { t, locale } = useI18n();
  const { id } = useParams<{ id: string }>();
  const ladderQuery = useLadder(id);
  const ladder = ladderQuery.data ?? null;
  const seasons = useLadderSeasons(id).data ?? [];
  // The season chosen in the switcher; until then the current one (else the first).
  const [chosenSeason, setSeason] = useState<string | undefined>(undefined);
  const season = chosenSeason ?? ladder?.currentSeason?.id ?? seasons[0]?.id;
  const standingsQuery = useStandings(id, ladder ? season : undefined);
  const standings = standingsQuery.data ?? null;
  const forms = useAllianceForms(id, season, { enabled: ladder?.variant === 'coalition' }).data ?? [];
  const problem = problemOf(ladderQuery.error ?? standingsQuery.error);

  // The season's games and coalitions page by page along the API's cursor, newest first.
  const games = useLadderGames(id, { season, limit: PAGE }, { enabled: !!season });
  const alliances = useAlliances(
    { ladder: id, season, limit: PAGE },
    { enabled: !!season && ladder?.variant === 'coalition' },
  );
  const listProblem = problemOf(games.error ?? alliances.error);

  if (!ladder) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  const pt = ladder.pointsTable;
  const gameItems = games.data?.pages.flatMap((p) => p.items) ?? [];
  const coalition = ladder.variant === 'coalition';
  return (
    <>
      <div className="page-head">
        <h1>{ladder.name}</h1>
        <span className="muted">
          <Link href={`/clubs/${ladder.clubId}`}>{t('ladders.club')}</Link> ·{' '}
          {t(`variant.${ladder.variant}` as MessageKey)}
        </span>
      </div>
      <ProblemNote problem={problem ?? listProblem} />
      <section className="panel" data-testid="standings">
        <div className="page-head">
          <h2>{t('ladders.standings')}</h2>
          <div className="row wrap">
            <label className="row">
              {t('ladders.season')}
              <select value={season} onChange={(e) => setSeason(e.target.value)} data-testid="season">
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
                href={`/api/ladders/${id}/standings/export?season=${season}&format=csv`}
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
        {standings && standings.rows.length > 0 && (
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
                      <Link href={`/players/${encodeURIComponent(r.user.username)}`}>{r.user.displayName}</Link>
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
        )}
      </section>
      <ChallengeForm ladder={ladder} />
      <section className="panel" data-testid="ladder-games">
        <h2>{t('ladders.games')}</h2>
        {gameItems.length === 0 ? (
          <p className="muted">{games.data ? t('ladders.noGames') : t('common.loading')}</p>
        ) : (
          <table className="table compact">
            <tbody>
              {gameItems.map((g) => (
                <tr key={g.gameId}>
                  <td>
                    <Link href={`/games/${g.gameId}`}>{formatDate(locale, g.createdAt)}</Link>
                  </td>
                  <td>
                    {g.seats.map((s) => (
                      <span key={s.seat} className="seat-chip" style={{ marginRight: '0.6rem' }}>
                        <i className={`dot ${s.seat}`} aria-hidden="true" />
                        {s.user?.displayName ?? t('common.open')}
                        {g.result && <span className="muted small">&nbsp;{g.result.points[s.seat] ?? 0}</span>}
                      </span>
                    ))}
                  </td>
                  <td>{t(`ladders.state.${g.state}` as MessageKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <MoreButton query={games} testId="more-games" />
      </section>
      {coalition && (
        <section className="panel" data-testid="alliance-history">
          <h2>{t('ladders.alliances')}</h2>
          {forms.length > 0 && (
            <table className="table compact" style={{ marginBottom: '0.8rem' }}>
              <thead>
                <tr>
                  <th>{t('ladders.form')}</th>
                  <th className="num">{t('ladders.games')}</th>
                  <th className="num">{t('ladders.wins')}</th>
                  <th className="num">{t('ladders.losses')}</th>
                  <th className="num">{t('ladders.draws')}</th>
                  <th className="num">{t('ladders.aborts')}</th>
                </tr>
              </thead>
              <tbody>
                {forms.map((f) => (
                  <tr key={f.form}>
                    <td>
                      {f.form.split('+').map((seat, i) => (
                        <span key={seat} className="seat-chip">
                          {i > 0 && <span aria-hidden="true">&nbsp;+&nbsp;</span>}
                          <i className={`dot ${seat}`} aria-hidden="true" />
                          {seatLabel(t, seat)}
                        </span>
                      ))}
                    </td>
                    <td className="num">{f.games}</td>
                    <td className="num">{f.won}</td>
                    <td className="num">{f.lost}</td>
                    <td className="num">{f.drawn}</td>
                    <td className="num">{f.aborted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {alliances.data ? (
            <AllianceList alliances={alliances.data.pages.flatMap((p) => p.items)} />
          ) : (
            !alliances.error && <p className="muted">{t('common.loading')}</p>
          )}
          <MoreButton query={alliances} testId="more-alliances" />
        </section>
      )}
      <LadderLog ladderId={id} />
    </>
  );
}
