'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import type { GameSummary, Me, SeatName } from '../../../lib/api/client';
import { myTurn } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useAnswerInvitation } from '../../games/api/use-answer-invitation';
import { useGames } from '../../games/api/use-games';
import { GameCard } from '../../games/components/game-card';
import { PracticePanel } from '../../games/components/practice-panel';
import { LobbyList } from '../../lobby/components/lobby-list';
import { Invitations } from './invitations';
import { Welcome } from './welcome';

/** Games a page of each of my lists; "more" under a list loads its next page along the API's cursor. */
const PAGE_SIZE = 20;

/** My games: invitations, those waiting for me, the others, the lobby's newest, and the finished ones. */
export function MyGames({ me }: { me: Me }) {
  const { t } = useI18n();
  const meId = me.id;
  // Sign-up lands here with ?welcome=1 (read after mounting: the page is rendered statically).
  const [fresh, setFresh] = useState(false);
  useEffect(() => setFresh(new URLSearchParams(window.location.search).get('welcome') === '1'), []);
  // Read again whenever the tab gets focus, fresh or not: a player comes back to see what changed.
  const active = useGames(
    { mine: true, status: 'active', limit: PAGE_SIZE, include: 'position' },
    { refetchOnWindowFocus: 'always' },
  );
  const open = useGames(
    { mine: true, status: 'open', limit: PAGE_SIZE, include: 'position' },
    { refetchOnWindowFocus: 'always' },
  );
  const finished = useGames({ mine: true, status: 'finished', limit: PAGE_SIZE, include: 'position' });
  const answer = useAnswerInvitation();

  const lists = [active, open, finished];
  const problem = problemOf(answer.error ?? lists.find((l) => l.error)?.error);
  if (!active.data || !open.data || !finished.data) return <ProblemNote problem={problem} />;
  const items = (q: typeof active) => q.data?.pages.flatMap((p) => p.items) ?? [];
  const byDeadline = (a: GameSummary, b: GameSummary) => (a.deadlineAt ?? '9').localeCompare(b.deadlineAt ?? '9');
  const running = items(active);
  const waiting = running.filter(myTurn).sort(byDeadline);
  const others = running.filter((g) => !myTurn(g)).sort(byDeadline);
  const openGames = items(open);
  const invitations = openGames.flatMap((g) =>
    g.seats.filter((s) => s.state === 'invited' && s.player?.id === meId).map((s) => ({ game: g, seat: s.seat })),
  );
  const myOpen = openGames.filter((g) => !invitations.some((i) => i.game.id === g.id));
  const seatAction = (game: GameSummary, seat: SeatName, action: 'accept' | 'decline') =>
    answer.mutate({ gameId: game.id, seat, answer: action });
  const finishedGames = items(finished);
  return (
    <>
      <div className="page-head">
        <h1>{t('home.title')}</h1>
        <Link href="/games/new" className="button">
          {t('nav.newGame')}
        </Link>
      </div>
      <ProblemNote problem={problem} />
      <Welcome me={me} fresh={fresh} />
      <PracticePanel />
      <Invitations invitations={invitations} onAnswer={seatAction} />
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
        <MoreButton query={active} testId="more-active" />
        <MoreButton query={open} testId="more-open" />
      </section>
      <section className="panel" data-testid="home-lobby">
        <h2>{t('home.lobby')}</h2>
        <LobbyList limit={5} paged={false} />
      </section>
      <section className="panel" data-testid="finished">
        <h2>{t('home.finished')}</h2>
        {finishedGames.length === 0 ? (
          <p className="muted">{t('home.finishedNone')}</p>
        ) : (
          <ul className="game-list">
            {finishedGames.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        )}
        <MoreButton query={finished} testId="more-finished" />
      </section>
    </>
  );
}
