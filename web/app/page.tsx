'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { api, asProblem, type GameSummary, type Problem } from '../lib/api/client';
import { myTurn, seatLabel } from '../lib/format';
import { useI18n } from '../lib/i18n/provider';
import { GameCard } from './_components/game-card';
import { PracticePanel } from './_components/practice-panel';
import { LobbyList } from './_components/lobby-list';
import { ProblemNote } from './_components/problem';
import { useSession } from './_components/session';
import { ServerStatus } from './_components/server-status';

interface Lists {
  active: GameSummary[];
  open: GameSummary[];
  finished: GameSummary[];
}

/** Home: signed in, my games (those waiting for me first); signed out, what Entente is. */
export default function HomePage() {
  const { me } = useSession();
  if (me === undefined) return null;
  return me ? <MyGames meId={me.id} /> : <Landing />;
}

function Landing() {
  const { t } = useI18n();
  return (
    <>
      <section className="hero">
        <h1>Entente</h1>
        <p>{t('app.tagline')}</p>
        <p>
          <Link href="/signup" className="button">
            {t('nav.signUp')}
          </Link>{' '}
          <Link href="/signin" className="button secondary">
            {t('nav.signIn')}
          </Link>
        </p>
      </section>
      <div className="cards">
        <section className="card">
          <h2>{t('variant.coalition')}</h2>
          <p>{t('variant.coalition.blurb')}</p>
          <Link href="/rules/coalition">{t('nav.rules')}</Link>
        </section>
        <section className="card">
          <h2>{t('variant.007')}</h2>
          <p>{t('variant.007.blurb')}</p>
          <Link href="/rules/007">{t('nav.rules')}</Link>
        </section>
        <ServerStatus />
      </div>
    </>
  );
}

function MyGames({ meId }: { meId: string }) {
  const { t } = useI18n();
  const [lists, setLists] = useState<Lists | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const load = useCallback(async () => {
    const get = (query: { mine?: boolean; status: 'open' | 'active' | 'finished' }) =>
      api.GET('/games', { params: { query: { ...query, limit: 100, include: 'position' } } });
    const [active, open, finished] = await Promise.all([
      get({ mine: true, status: 'active' }),
      get({ mine: true, status: 'open' }),
      get({ mine: true, status: 'finished' }),
    ]);
    const failed = [active, open, finished].find((r) => !r.response.ok);
    if (failed) return setProblem(asProblem(failed.error, failed.response));
    setLists({ active: active.data!.items, open: open.data!.items, finished: finished.data!.items });
  }, []);
  useEffect(() => {
    void load();
    const id = setInterval(load, 20000);
    return () => clearInterval(id);
  }, [load]);

  const seatAction = async (game: GameSummary, seat: string, action: 'accept' | 'decline') => {
    const path = `/games/{id}/seats/{seat}/${action}` as const;
    const { error, response } = await api.POST(path, { params: { path: { id: game.id, seat } } });
    if (!response.ok) setProblem(asProblem(error, response));
    await load();
  };

  if (!lists) return <ProblemNote problem={problem} />;
  const byDeadline = (a: GameSummary, b: GameSummary) => (a.deadlineAt ?? '9').localeCompare(b.deadlineAt ?? '9');
  const waiting = lists.active.filter(myTurn).sort(byDeadline);
  const others = lists.active.filter((g) => !myTurn(g)).sort(byDeadline);
  const invitations = lists.open.flatMap((g) =>
    g.seats.filter((s) => s.state === 'invited' && s.player?.id === meId).map((s) => ({ game: g, seat: s.seat })),
  );
  const myOpen = lists.open.filter((g) => !invitations.some((i) => i.game.id === g.id));
  return (
    <>
      <div className="page-head">
        <h1>{t('home.title')}</h1>
        <Link href="/games/new" className="button">
          {t('nav.newGame')}
        </Link>
      </div>
      <ProblemNote problem={problem} />
      <PracticePanel />
      {invitations.length > 0 && (
        <section className="panel" data-testid="invitations">
          <h2>{t('home.invitations')}</h2>
          <ul className="game-list">
            {invitations.map(({ game, seat }) => (
              <GameCard key={`${game.id}-${seat}`} game={game}>
                <div className="card-actions">
                  <span>{seatLabel(t, seat)}</span>
                  <button type="button" className="button small" onClick={() => seatAction(game, seat, 'accept')}>
                    {t('home.accept')}
                  </button>
                  <button
                    type="button"
                    className="button small secondary"
                    onClick={() => seatAction(game, seat, 'decline')}
                  >
                    {t('home.decline')}
                  </button>
                </div>
              </GameCard>
            ))}
          </ul>
        </section>
      )}
      <section className="panel" data-testid="waiting">
        <h2>{t('home.waiting')}</h2>
        {waiting.length === 0 ? (
          <p className="muted">{t('home.waitingNone')}</p>
        ) : (
          <ul className="game-list">
            {waiting.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        )}
      </section>
      <section className="panel" data-testid="others">
        <h2>{t('home.others')}</h2>
        {others.length + myOpen.length === 0 ? (
          <p className="muted">{t('home.othersNone')}</p>
        ) : (
          <ul className="game-list">
            {[...others, ...myOpen].map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        )}
      </section>
      <section className="panel" data-testid="home-lobby">
        <h2>{t('home.lobby')}</h2>
        <LobbyList limit={5} paged={false} />
      </section>
      <section className="panel" data-testid="finished">
        <h2>{t('home.finished')}</h2>
        {lists.finished.length === 0 ? (
          <p className="muted">{t('home.finishedNone')}</p>
        ) : (
          <ul className="game-list">
            {lists.finished.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
