'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { usePartners } from '../../alliances/api/use-partners';
import { useAlliances } from '../../alliances/api/use-alliances';
import { useGames } from '../../games/api/use-games';
import type { GameSummary } from '../../../lib/api/client';
import { usePlayer } from '../api/use-player';
import { useRating007 } from '../api/use-rating-007';
import { problemOf } from '../../../lib/query/api-error';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { GameCard } from '../../games/components/game-card';
import { AllianceList } from '../../alliances/components/alliance-list';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { ReputationCards } from './reputation-cards';
import { resultPlayers } from '../lib/result-players';
import { useSession } from '../../account/components/session';
import { BlockButton } from '../../safety/components/block-button';
import { ChallengeButton } from '../../challenges/components/challenge-button';
import { ReportButton } from '../../safety/components/report-button';

/** Items a page of each list; "more" loads the next along the API's cursor. */
const PAGE = 20;

/**
 * A player: results of finished games with points, the ratings and reliability, running games, and the
 * alliance history (every coalition, and the partners with their record together).
 */
export function PlayerView() {
  const { t, locale } = useI18n();
  const { username } = useParams<{ username: string }>();
  const { me } = useSession();
  const name = decodeURIComponent(username);
  const userQuery = usePlayer(name);
  const user = userQuery.data ?? null;
  const problem = problemOf(userQuery.error);
  const rating = useRating007(name, { enabled: !!user }).data ?? null;
  // The lists, each a page at a time along the API's cursor ("more").
  const known = { enabled: !!user };
  const finishedQuery = useGames({ player: name, status: 'finished', limit: PAGE, include: 'position' }, known);
  const activeQuery = useGames({ player: name, status: 'active', limit: PAGE, include: 'position' }, known);
  const alliancesQuery = useAlliances({ player: name, limit: PAGE }, known);
  const partnersQuery = usePartners({ player: name, limit: PAGE }, known);
  const listProblem = problemOf(
    [finishedQuery, activeQuery, alliancesQuery, partnersQuery].find((q) => q.error)?.error,
  );
  if (problem) return <ProblemNote problem={problem} />;
  if (!user || !finishedQuery.data) return <p className="muted">{t('common.loading')}</p>;
  const finished = finishedQuery.data.pages.flatMap((p) => p.items);
  const active = activeQuery.data?.pages.flatMap((p) => p.items) ?? [];
  const alliances = alliancesQuery.data?.pages.flatMap((p) => p.items) ?? [];
  const partners = partnersQuery.data?.pages.flatMap((p) => p.items) ?? [];

  const seatOfUser = (g: GameSummary) => g.seats.filter((s) => s.player?.id === user.id).map((s) => s.seat);
  const won = finished.filter((g) => g.result?.winners.some((w) => seatOfUser(g).includes(w))).length;
  const points = finished.reduce(
    (sum, g) => sum + seatOfUser(g).reduce((p, s) => p + (g.result?.points[s] ?? 0), 0),
    0,
  );

  return (
    <>
      <div className="page-head">
        <h1 data-testid="player-name">{user.displayName}</h1>
        <span className="muted">@{user.username}</span>
        {me && me.id !== user.id && (
          <>
            <ChallengeButton username={user.username} />
            <BlockButton user={user} />
            <ReportButton subject="user" id={user.username} />
          </>
        )}
      </div>
      <ProblemNote problem={listProblem} />
      <div className="cards" style={{ marginBottom: '1rem' }}>
        <section className="card">
          <h2>{t('player.results')}</h2>
          <p>
            <strong>{finished.length}</strong> {t('home.finished').toLowerCase()} · <strong>{won}</strong>{' '}
            {t('player.won')} · <strong>{points}</strong> {t('game.points').toLowerCase()}
          </p>
          {/* Counted over the results loaded so far: say so while there are more. */}
          {finishedQuery.hasNextPage && <p className="muted small">{t('player.resultsShown')}</p>}
        </section>
        <section className="card" data-testid="rating">
          <h2>{t('player.rating')}</h2>
          {rating ? (
            <p>
              <strong style={{ fontSize: '1.5rem' }}>{Math.round(rating.rating)}</strong>{' '}
              <span className="muted">
                ±{Math.round(rating.rd)} · {t('ladders.games')}: {rating.games}
              </span>
            </p>
          ) : (
            <p className="muted">{t('player.noRating')}</p>
          )}
        </section>
        <ReputationCards username={name} />
      </div>
      <section className="panel">
        <h2>{t('player.results')}</h2>
        {finished.length === 0 ? (
          <p className="muted">{t('home.finishedNone')}</p>
        ) : (
          <div className="table-scroll">
            <table className="table" data-testid="results">
              <thead>
                <tr>
                  <th>{t('new.variant')}</th>
                  <th>{t('game.seats')}</th>
                  <th>{t('game.result')}</th>
                  <th className="num">{t('game.points')}</th>
                  <th>{t('player.ended')}</th>
                </tr>
              </thead>
              <tbody>
                {finished.map((g) => {
                  const mine = seatOfUser(g);
                  const win = g.result?.winners.some((w) => mine.includes(w));
                  return (
                    <tr key={g.id}>
                      <td>{t(`variant.${g.variant}` as MessageKey)}</td>
                      <td>{resultPlayers(t, g, user.id)}</td>
                      <td>
                        {g.status === 'aborted'
                          ? t('status.aborted')
                          : win
                            ? t('player.won')
                            : g.result?.winners.length
                              ? t('player.lost')
                              : t('player.drawn')}
                      </td>
                      <td className="num">{mine.reduce((p, s) => p + (g.result?.points[s] ?? 0), 0)}</td>
                      <td>
                        <Link href={`/games/${g.id}`}>
                          <time dateTime={g.finishedAt ?? undefined}>{formatDate(locale, g.finishedAt)}</time>
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <MoreButton query={finishedQuery} testId="more-results" />
      </section>
      <section className="panel" data-testid="alliances">
        <h2>{t('player.alliances')}</h2>
        <AllianceList alliances={alliances} />
        <MoreButton query={alliancesQuery} testId="more-alliances" />
        {partners.length > 0 && (
          <>
            <h2 style={{ marginTop: '1rem' }}>{t('player.partners')}</h2>
            <table className="table compact">
              <thead>
                <tr>
                  <th>{t('ladders.player')}</th>
                  <th className="num">{t('ladders.games')}</th>
                  <th className="num">{t('ladders.wins')}</th>
                  <th className="num">{t('ladders.losses')}</th>
                  <th className="num">{t('ladders.draws')}</th>
                </tr>
              </thead>
              <tbody>
                {partners.map((p) => (
                  <tr key={p.partner.id}>
                    <td>
                      <Link href={`/players/${encodeURIComponent(p.partner.username)}`}>{p.partner.displayName}</Link>
                    </td>
                    <td className="num">{p.games}</td>
                    <td className="num">{p.won}</td>
                    <td className="num">{p.lost}</td>
                    <td className="num">{p.drawn}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <MoreButton query={partnersQuery} testId="more-partners" />
          </>
        )}
      </section>
      {active.length > 0 && (
        <section className="panel">
          <h2>{t('player.games')}</h2>
          <ul className="game-list" data-testid="player-games">
            {active.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
          <MoreButton query={activeQuery} testId="more-games" />
        </section>
      )}
    </>
  );
}
