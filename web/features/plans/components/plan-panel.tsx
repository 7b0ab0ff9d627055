'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useMyPlan } from '../api/use-my-plan';
import { useStorePlan } from '../api/use-store-plan';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/**
 * My plan in this game (conditional turns), seen by me alone: its lines ("if they play …, I
 * play …"), the answers it played, a line added by hand (one step per row) or from the analysis
 * board, a line removed, the plan dropped. The server checks every line (422 naming the step).
 */
export function PlanPanel({ game, othersToAct }: { game: Game; othersToAct: boolean }) {
  const { t } = useI18n();
  const plan = useMyPlan(game).data;
  const storePlan = useStorePlan(game.id);
  const busy = storePlan.isPending;
  const [text, setText] = useState('');
  const problem = problemOf(storePlan.error);
  const store = async (lines: string[][]) => {
    try {
      await storePlan.mutateAsync(lines);
      return true;
    } catch {
      return false;
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const steps = text
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (await store([...(plan?.lines ?? []), steps])) setText('');
  };

  return (
    <section className="panel" data-testid="plan-panel">
      <h2>{t('plan.title')}</h2>
      <p className="muted small">{t('plan.help')}</p>
      {plan === undefined && <p className="muted small">{t('common.loading')}</p>}
      {plan !== undefined && !plan?.active && (
        <p className="muted small" data-testid="plan-none">
          {t('plan.none')}
        </p>
      )}
      {plan?.active && (
        <ol className="plan-lines">
          {plan.lines.map((line, i) => (
            <li key={i} data-testid="plan-line">
              <ol className="plan-steps">
                {line.map((step, j) => (
                  <li key={j} data-mine={j % 2 === 1}>
                    {j % 2 === 0 ? t('plan.ifTheyPlay', { step }) : t('plan.iPlay', { step })}
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className="link"
                disabled={busy}
                onClick={() => void store(plan.lines.filter((_, k) => k !== i))}
                data-testid="remove-plan-line"
              >
                {t('plan.removeLine')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {plan && plan.played.length > 0 && (
        <ul className="small muted" data-testid="plan-played">
          {plan.played.map((p, i) => (
            <li key={i}>{t('plan.played', { trigger: p.trigger, answer: p.answer })}</li>
          ))}
        </ul>
      )}
      {othersToAct ? (
        <form className="form" onSubmit={(e) => void add(e)}>
          <label>
            {t('plan.newLine')}
            <textarea
              rows={3}
              className="mono"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={game.variant === '007' ? 'e7e5,d2d4,b8c6\ng1f3,c7c6,f1c4' : 'b9b8,c2c3,i9i8\ne2e3'}
              data-testid="plan-line-text"
            />
          </label>
          <div className="row">
            <button
              type="submit"
              className="button small"
              disabled={busy || text.trim() === ''}
              data-testid="add-plan-line"
            >
              {t('plan.addLine')}
            </button>
            {plan?.active && (
              <button
                type="button"
                className="button small danger"
                disabled={busy}
                onClick={() => void store([])}
                data-testid="delete-plan"
              >
                {t('plan.delete')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <p className="muted small">{t('plan.notNow')}</p>
      )}
      <p className="small">
        <Link
          href={`/analysis?game=${game.id}&variant=${game.variant}&position=${encodeURIComponent(game.position?.text ?? '')}`}
          data-testid="plan-from-analysis"
        >
          {t('plan.explore')}
        </Link>
      </p>
      <ProblemNote problem={problem} />
    </section>
  );
}
