'use client';
import Link from 'next/link';
import type { Problem } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../../components/problem';

/** The game page without a game: why it could not be read, or that it is still loading. */
export function GameLoadProblem({ problem }: { problem: Problem | null }) {
  const { t } = useI18n();
  return problem ? (
    <section className="card">
      <h1>{t('game.notFound')}</h1>
      <ProblemNote problem={problem} />
      <Link href="/">{t('common.back')}</Link>
    </section>
  ) : (
    <p className="muted">{t('common.loading')}</p>
  );
}
