'use client';
import Link from 'next/link';
import { useState } from 'react';
import { planLine, type AnalysisNode } from '../../../lib/analysis-tree';
import { api, asProblem, type Game, type Problem } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../_components/problem';
import { fetchMyPlan } from '../../games/[id]/_parts/my-plan';

/**
 * "Add this line to my plan": the line explored from the game's current position becomes one
 * more line of my plan in that game (GET, then PUT the lines with it; the server checks them).
 * The only request of the analysis board that writes, and only when asked to.
 */
export function PlanFromLine({ game, path }: { game: Game; path: readonly AnalysisNode[] }) {
  const { t } = useI18n();
  const seat = game.yourSeats[0];
  const line = planLine(path, seat);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [stored, setStored] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!line.ok) return;
    setBusy(true);
    setProblem(null);
    const params = { path: { id: game.id } };
    // The plan's other lines stay: the line is added to them (and nothing is sent if they are unknown).
    const mine = await fetchMyPlan(game.id);
    if (mine === 'failed') {
      setBusy(false);
      setProblem(asProblem(null));
      return;
    }
    const lines = [...(mine?.lines ?? []), [...line.steps]];
    const { data, error, response } = await api.PUT('/games/{id}/plan', { params, body: { lines } });
    setBusy(false);
    if (data) setStored(data.lines.length);
    else setProblem(asProblem(error, response));
  };
  return (
    <section className="panel" data-testid="plan-from-line">
      <h2>{t('plan.title')}</h2>
      {line.ok ? (
        <ol className="plan-steps">
          {line.steps.map((s, i) => (
            <li key={i} data-mine={i % 2 === 1}>
              {i % 2 === 0 ? t('plan.ifTheyPlay', { step: s }) : t('plan.iPlay', { step: s })}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted small" data-testid="plan-line-hint">
          {line.reason === 'mine-first' ? t('plan.lineMineFirst') : t('plan.lineNoAnswer')}
        </p>
      )}
      <button
        type="button"
        className="button small"
        disabled={!line.ok || busy}
        onClick={() => void add()}
        data-testid="add-line-to-plan"
      >
        {t('plan.addLine')}
      </button>
      {stored !== null && (
        <p className="ok small" role="status" data-testid="plan-stored">
          {t('plan.stored', { n: stored })} <Link href={`/games/${game.id}`}>{t('analysis.backToGame')}</Link>
        </p>
      )}
      <ProblemNote problem={problem} />
    </section>
  );
}
