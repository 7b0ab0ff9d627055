'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ProblemNote } from '../../../components/problem';
import type { Game } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { useI18n } from '../../../lib/i18n/provider';
import { useAnswerRematch, useRematch } from '../api/use-rematch';

/**
 * A finished game's rematch for its players: ask for it, answer the offer another made, or go to
 * the rematch once it exists; a rematch links back to the game it follows.
 */
export function RematchPanel({ game }: { game: Game }) {
  const { t } = useI18n();
  const me = game.seats.find((s) => game.yourSeats.includes(s.seat))?.player?.username ?? null;
  const mayAsk = game.status === 'finished' && me !== null && game.tournament === null;
  const rematch = useRematch(game.id, mayAsk && game.rematch === null);
  const answer = useAnswerRematch(game.id);
  const router = useRouter();
  if (!mayAsk && !game.rematchOf) return null;

  const rematchId = game.rematch ?? rematch.data?.gameId ?? null;
  const offer = rematch.data?.offer?.status === 'pending' ? rematch.data.offer : null;
  const mine = offer?.to.find((i) => i.username === me) ?? null;
  const waitingFor = offer?.to.filter((i) => i.answer === null).map((i) => i.username) ?? [];
  return (
    <section className="panel rematch" data-testid="rematch-panel" aria-labelledby="rematch-title">
      <h2 id="rematch-title">{t('game.rematch.title')}</h2>
      {game.rematchOf && (
        <p>
          <Link href={`/games/${game.rematchOf}`} data-testid="rematch-origin">
            {t('game.rematch.origin')}
          </Link>
        </p>
      )}
      {mayAsk && rematchId && (
        <p>
          <Link href={`/games/${rematchId}`} className="button small" data-testid="rematch-game">
            {t('game.rematch.open')}
          </Link>
        </p>
      )}
      {mayAsk && !rematchId && offer && mine?.answer === null && (
        <>
          <p data-testid="rematch-offered">{t('game.rematch.offeredBy', { name: offer.by })}</p>
          <div className="row wrap">
            <button
              type="button"
              className="button small"
              disabled={answer.isPending}
              // The last acceptance starts the rematch: go there.
              onClick={() =>
                answer.mutate({ kind: 'ask' }, { onSuccess: (r) => r?.gameId && router.push(`/games/${r.gameId}`) })
              }
              data-testid="rematch-accept"
            >
              {t('game.rematch.accept')}
            </button>
            <button
              type="button"
              className="button small secondary"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ kind: 'decline', challengeId: offer.id })}
              data-testid="rematch-decline"
            >
              {t('game.rematch.decline')}
            </button>
          </div>
        </>
      )}
      {mayAsk && !rematchId && offer && mine?.answer !== null && (
        <p className="muted" data-testid="rematch-waiting">
          {t('game.rematch.waiting', { names: waitingFor.join(', ') })}
        </p>
      )}
      {mayAsk && !rematchId && !offer && (
        <>
          {rematch.data?.offer?.status === 'declined' && (
            <p className="muted" data-testid="rematch-declined">
              {t('game.rematch.declined')}
            </p>
          )}
          <p className="muted">{t(game.variant === '007' ? 'game.rematch.hint007' : 'game.rematch.hintCoalition')}</p>
          <button
            type="button"
            className="button small"
            disabled={answer.isPending || rematch.isLoading}
            onClick={() => answer.mutate({ kind: 'ask' })}
            data-testid="rematch-ask"
          >
            {t('game.rematch.ask')}
          </button>
        </>
      )}
      <ProblemNote problem={problemOf(answer.error)} />
    </section>
  );
}
