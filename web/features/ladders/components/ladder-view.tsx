'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useAlliances } from '../../alliances/api/use-alliances';
import { useAllianceForms } from '../api/use-alliance-forms';
import { useLadder } from '../api/use-ladder';
import { useLadderGames } from '../api/use-ladder-games';
import { useLadderSeasons } from '../api/use-ladder-seasons';
import { useStandings } from '../api/use-standings';
import { AllianceHistory } from './alliance-history';
import { ChallengeForm } from './challenge-form';
import { LadderGames } from './ladder-games';
import { LadderLog } from './ladder-log';
import { StandingsPanel } from './standings-panel';

const PAGE = 20;

/**
 * A ladder: the standings of a season (points by the ladder's table — 6 for a win, 2 for a draw,
 * 1 for a coalition abort by default — and the tie-breaks in their order), a season switcher,
 * the CSV download, the ladder's games, and its alliance history.
 */
export function LadderView() {
  const { t } = useI18n();
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
      <StandingsPanel
        ladderId={id}
        ladder={ladder}
        seasons={seasons}
        season={season}
        onSeason={setSeason}
        standings={standings}
      />
      <ChallengeForm ladder={ladder} />
      <LadderGames games={games} />
      {coalition && <AllianceHistory forms={forms} alliances={alliances} />}
      <LadderLog ladderId={id} />
    </>
  );
}
