'use client';
import Link from 'next/link';
import { useResendVerification } from '../../account/api/use-resend-verification';
import { useGames } from '../../games/api/use-games';
import type { Me } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { GameCard } from '../../games/components/game-card';
import { ProblemNote } from '../../../components/problem';

/**
 * Above a player's games: right after sign-up (`/?welcome=1`) a welcome with the ways to start and
 * a game being played to watch; and for as long as the address is not confirmed, a request to
 * confirm it with a button that sends the link again.
 */
export function Welcome({ me, fresh }: { me: Me; fresh: boolean }) {
  const { t } = useI18n();
  const resend = useResendVerification();
  if (!fresh && me.emailVerified) return null;
  return (
    <section className="panel welcome" data-testid="welcome">
      {fresh && <h2>{t('welcome.title', { name: me.displayName })}</h2>}
      {me.emailVerified ? (
        <p className="ok" data-testid="welcome-verified">
          {t('welcome.verified')}
        </p>
      ) : (
        <div className="row wrap" data-testid="welcome-verify">
          <p>{t('welcome.verify', { email: me.email })}</p>
          {resend.isSuccess ? (
            <p className="ok" role="status">
              {t('welcome.resent', { email: me.email })}
            </p>
          ) : (
            <button
              type="button"
              className="button small secondary"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
              data-testid="welcome-resend"
            >
              {t('welcome.resend')}
            </button>
          )}
        </div>
      )}
      <ProblemNote problem={problemOf(resend.error)} />
      {fresh && <NextSteps />}
    </section>
  );
}

/** The ways to start, and one game being played to watch. */
function NextSteps() {
  const { t } = useI18n();
  // A few running games, to offer one the player does not play in.
  const running = useGames({ status: 'active', limit: 5, include: 'position' });
  const games = running.data?.pages[0]?.items ?? [];
  const watch = games.find((g) => g.yourSeats.length === 0) ?? games[0];
  return (
    <>
      <h3>{t('welcome.next')}</h3>
      <ul className="steps">
        <li>
          <Link href="/games/new">{t('nav.newGame')}</Link>: {t('welcome.newGame')}
        </li>
        <li>
          <Link href="/lobby">{t('nav.lobby')}</Link>: {t('welcome.lobby')}
        </li>
        <li>{t('welcome.practice')}</li>
      </ul>
      <p>{t('welcome.watch')}</p>
      {watch ? (
        <ul className="game-list" data-testid="welcome-watch">
          <GameCard game={watch} />
        </ul>
      ) : (
        running.data && <p className="muted">{t('welcome.watchNone')}</p>
      )}
    </>
  );
}
