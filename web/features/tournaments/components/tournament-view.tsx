'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useCrosstable, useEntry, useTournament, useTournamentStandings } from '../api/use-tournament';
import { TournamentAdmin } from './tournament-admin';
import { TournamentCrosstable } from './tournament-crosstable';
import { TournamentRounds } from './tournament-rounds';
import { tournamentRules } from './tournament-rules';
import { TournamentStandingsPanel } from './tournament-standings';

/**
 * A tournament: its rules, entering or withdrawing in one click, the standings with each
 * tie-break's value, the crosstable (007) or role table (Coalition Chess), the rounds with their
 * games, and the exports (standings as CSV; every game as one PGN or a ZIP of records).
 */
export function TournamentView() {
  const { t, locale } = useI18n();
  const { id } = useParams<{ id: string }>();
  const query = useTournament(id);
  const x = query.data ?? null;
  const started = !!x && x.state !== 'open';
  const standings = useTournamentStandings(id, started);
  const crosstable = useCrosstable(id, started);
  const entry = useEntry(id);
  const problem = problemOf(query.error ?? standings.error ?? crosstable.error ?? entry.error);

  if (!x) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  const entered = x.yourEntry === 'entered';
  const canEnter = x.state === 'open' && !entered && (x.admission === 'open' || x.youAdmin);
  // While starting, the games are still being created: a withdrawal waits for them.
  const canWithdraw = entered && x.state !== 'finished' && x.state !== 'starting';
  return (
    <>
      <div className="page-head">
        <h1>{x.name}</h1>
        <span className="muted">
          <Link href={`/clubs/${x.clubId}`}>{t('ladders.club')}</Link> · {t(`variant.${x.variant}` as MessageKey)} ·{' '}
          {t(`tournaments.format.${x.format}` as MessageKey)} · {t(`tournaments.state.${x.state}` as MessageKey)}
          {x.starting ? (
            <span data-testid="starting-progress">
              {' '}
              · {t('tournaments.startingProgress', { ...x.starting })}{' '}
              <progress
                value={x.starting.created}
                max={x.starting.games}
                aria-label={t('tournaments.state.starting')}
              />
            </span>
          ) : null}
        </span>
      </div>
      <ProblemNote problem={problem} />
      <section className="panel" data-testid="tournament-rules">
        <p>
          {t('tournaments.entrants', { n: x.entrants })}
          {x.rounds > 0 && <> · {t('tournaments.roundOf', { n: x.currentRound, of: x.rounds })}</>}
        </p>
        <ul className="small">
          {tournamentRules(x, t, locale).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {(canEnter || canWithdraw) && (
          <button
            type="button"
            className="button"
            disabled={entry.isPending}
            onClick={() => entry.mutate(canEnter)}
            data-testid={canEnter ? 'enter' : 'withdraw'}
          >
            {t(canEnter ? 'tournaments.enter' : 'tournaments.withdraw')}
          </button>
        )}
        {started && (
          <p className="small">
            <a href={`/api/tournaments/${id}/games/export`} download data-testid="games-export">
              {t(x.variant === '007' ? 'tournaments.pgn' : 'tournaments.zip')}
            </a>
          </p>
        )}
      </section>
      {x.youAdmin && x.state === 'open' && <TournamentAdmin tournament={x} />}
      {standings.data && <TournamentStandingsPanel id={id} standings={standings.data} />}
      {crosstable.data && <TournamentCrosstable crosstable={crosstable.data} />}
      <TournamentRounds id={id} rounds={x.currentRound} />
    </>
  );
}
