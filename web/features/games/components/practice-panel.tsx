'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCreateGame } from '../api/use-create-game';
import type { CreateGame } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

type Level = NonNullable<NonNullable<CreateGame['seats']>[number]['computer']>;
const LEVELS: readonly Level[] = ['random', 'greedy', 'search'];

/** The seats of a practice game: mine first in playing order, the computer in all the others. */
const PRACTICE: Record<'007' | 'coalition', (level: Level) => NonNullable<CreateGame['seats']>> = {
  '007': (level) => [
    { seat: 'white', me: true },
    { seat: 'black', computer: level },
  ],
  coalition: (level) => [
    { seat: 'yellow', me: true },
    { seat: 'black', computer: level },
    { seat: 'green', computer: level },
    { seat: 'red', computer: level },
  ],
};

/**
 * "Play against the computer" on the home page: one click starts a game — 007 Chess against one
 * computer, or Coalition Chess with computers in the three other seats — and opens it.
 */
export function PracticePanel() {
  const { t } = useI18n();
  const router = useRouter();
  // The middle level: a newcomer is not mated in his second turn, a player still gets a game.
  const [level, setLevel] = useState<Level>('greedy');
  const creating = useCreateGame();
  const busy = creating.isPending;
  const start = (variant: '007' | 'coalition') =>
    creating.mutate(
      { variant, seats: PRACTICE[variant](level) },
      { onSuccess: (game) => router.push(`/games/${game.id}`) },
    );
  return (
    <section className="panel" data-testid="practice">
      <h2>{t('practice.title')}</h2>
      <div className="card-actions">
        <label>
          {t('practice.level')}{' '}
          <select value={level} onChange={(e) => setLevel(e.target.value as Level)} data-testid="practice-level">
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`computer.level.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <span className="muted small" data-testid="practice-level-help">
          {t(`computer.level.${level}.help`)}
        </span>
        <button
          type="button"
          className="button small"
          disabled={busy}
          onClick={() => start('007')}
          data-testid="practice-007"
        >
          {t('practice.007')}
        </button>
        <button
          type="button"
          className="button small"
          disabled={busy}
          onClick={() => start('coalition')}
          data-testid="practice-coalition"
        >
          {t('practice.coalition')}
        </button>
      </div>
      <ProblemNote problem={problemOf(creating.error)} />
    </section>
  );
}
