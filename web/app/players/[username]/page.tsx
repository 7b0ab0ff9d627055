'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api, asProblem, type Game, type Problem, type PublicUser } from '../../../lib/api/client';
import { formatDate, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { GameCard } from '../../_components/game-card';
import { ProblemNote } from '../../_components/problem';

/**
 * A player: results of finished games with points, running games, and the alliance history —
 * every coalition the player's seat was part of, read from the games themselves.
 */
export default function PlayerPage() {
  const { t, locale } = useI18n();
  const { username } = useParams<{ username: string }>();
  const name = decodeURIComponent(username);
  const [user, setUser] = useState<PublicUser | null>(null);
  const [finished, setFinished] = useState<Game[]>([]);
  const [active, setActive] = useState<Game[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    void (async () => {
      const u = await api.GET('/users/{username}', { params: { path: { username: name } } });
      if (!u.data) return setProblem(asProblem(u.error, u.response));
      setUser(u.data);
      const [f, a] = await Promise.all([
        api.GET('/games', { params: { query: { player: name, status: 'finished', limit: 100 } } }),
        api.GET('/games', { params: { query: { player: name, status: 'active', limit: 100 } } }),
      ]);
      setFinished(f.data?.items ?? []);
      setActive(a.data?.items ?? []);
    })();
  }, [name]);
  if (problem) return <ProblemNote problem={problem} />;
  if (!user) return <p className="muted">{t('common.loading')}</p>;

  const seatOfUser = (g: Game) => g.seats.filter((s) => s.player?.id === user.id).map((s) => s.seat);
  const alliances = [...finished, ...active].flatMap((g) =>
    g.coalitions
      .filter((c) => c.seats.some((s) => seatOfUser(g).includes(s)))
      .map((c) => {
        const partnerSeat = c.seats.find((s) => !seatOfUser(g).includes(s)) ?? c.seats[1];
        return { game: g, coalition: c, partnerSeat, partner: g.seats.find((s) => s.seat === partnerSeat)?.player };
      }),
  );
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
      </div>
      <div className="cards" style={{ marginBottom: '1rem' }}>
        <section className="card">
          <h2>{t('player.results')}</h2>
          <p>
            <strong>{finished.length}</strong> {t('home.finished').toLowerCase()} · <strong>{won}</strong>{' '}
            {t('player.won')} · <strong>{points}</strong> {t('game.points').toLowerCase()}
          </p>
        </section>
      </div>
      <section className="panel">
        <h2>{t('player.results')}</h2>
        {finished.length === 0 ? (
          <p className="muted">{t('home.finishedNone')}</p>
        ) : (
          <table className="table" data-testid="results">
            <thead>
              <tr>
                <th>{t('new.variant')}</th>
                <th>{t('game.seats')}</th>
                <th>{t('game.result')}</th>
                <th className="num">{t('game.points')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {finished.map((g) => {
                const mine = seatOfUser(g);
                const win = g.result?.winners.some((w) => mine.includes(w));
                return (
                  <tr key={g.id}>
                    <td>{t(`variant.${g.variant}` as MessageKey)}</td>
                    <td>{mine.map((s) => seatLabel(t, s)).join(', ')}</td>
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
                      <Link href={`/games/${g.id}`}>{formatDate(locale, g.finishedAt)}</Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <section className="panel" data-testid="alliances">
        <h2>{t('player.alliances')}</h2>
        {alliances.length === 0 ? (
          <p className="muted">{t('player.noAlliances')}</p>
        ) : (
          <ul className="coalitions">
            {alliances.map(({ game, coalition, partnerSeat, partner }) => (
              <li key={`${game.id}-${coalition.seats.join()}`}>
                <span className="pair">
                  <span className="seat-chip">
                    <i className={`dot ${partnerSeat}`} aria-hidden="true" />
                    {partner?.displayName ?? seatLabel(t, partnerSeat)}
                  </span>
                </span>
                <span className="muted small">
                  {t('coalition.since', {
                    round: coalition.round,
                    by: t(`coalition.by.${coalition.by}` as MessageKey),
                  })}{' '}
                  · <Link href={`/games/${game.id}`}>{formatDate(locale, game.startedAt)}</Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {active.length > 0 && (
        <section className="panel">
          <h2>{t('player.games')}</h2>
          <ul className="game-list">
            {active.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
