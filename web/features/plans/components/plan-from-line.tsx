'use client';
import Link from 'next/link';
import { useAddPlanLine } from '../api/use-add-plan-line';
import { planLine, type AnalysisNode } from '../../../lib/analysis-tree';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/**
 * "Add this line to my plan": the line explored from the game's current position becomes one
 * more line of my plan in that game (GET, then PUT the lines with it; the server checks them).
 * The only request of the analysis board that writes, and only when asked to.
 */
export function PlanFromLine({ game, path }: { game: Game; path: readonly AnalysisNode[] }) {
  const { t } = useI18n();
  const seat = game.yourSeats[0];
  const line = planLine(path, seat);
  const addLine = useAddPlanLine(game.id);
  const stored = addLine.data ?? null;
  const busy = addLine.isPending;
  const problem = problemOf(addLine.error);
  // The plan's other lines stay: the line is added to them (nothing is sent if they are unknown).
  const add = () => {
    if (line.ok) addLine.mutate([...line.steps]);
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
        onClick={add}
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
