'use client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { usePlayer } from '../api/use-player';
import { useCoalitionRating } from '../api/use-coalition-rating';

const ROLES = ['all', 'great', 'small'] as const;

/**
 * A player's Coalition Chess ratings (μ − 3σ, per role, with a graph of the last rated games) and
 * reliability, from the profile and GET /ratings/coalition/{username} (docs/ratings.md).
 */
export function ReputationCards({ username }: { username: string }) {
  const { t } = useI18n();
  const profile = usePlayer(username).data;
  const coalition = useCoalitionRating(username, { enabled: !!profile }).data ?? null;
  if (!profile) return null;
  const reliability = profile.reliability;
  const points = [...(coalition?.history ?? [])].reverse().map((h) => h.ratingAfter);
  return (
    <>
      <section className="card" data-testid="coalition-rating">
        <h2>{t('player.coalitionRating')}</h2>
        <table className="table compact">
          <tbody>
            {ROLES.map((role) => {
              const r = profile.ratings.coalition[role];
              return (
                <tr key={role}>
                  <th scope="row">{t(`player.role.${role}` as MessageKey)}</th>
                  <td className="num">{r ? r.value.toFixed(1) : '—'}</td>
                  <td className="muted small">
                    {t('ladders.games')}: {r?.games ?? 0}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {points.length > 1 && <RatingGraph points={points} label={t('player.ratingGraph')} />}
      </section>
      <section className="card" data-testid="reliability">
        <h2>{t('player.reliability')}</h2>
        <p>
          <strong style={{ fontSize: '1.5rem' }}>{reliability.score === null ? '—' : `${reliability.score} %`}</strong>{' '}
          <span className="muted small">{t('player.reliabilityOf', { n: String(reliability.obligations) })}</span>
        </p>
        <p className="small">
          {t('player.gamesFinished')}: {reliability.gamesFinished} · {t('player.gamesAbandoned')}:{' '}
          {reliability.gamesAbandoned} · {t('player.gamesRescued')}: {reliability.gamesRescued}
        </p>
        <p className="small">
          {t('player.turnsOnTime')}: {reliability.turnsOnTime} · {t('player.missedDeadlines')}:{' '}
          {reliability.missedDeadlines} · {t('player.excused')}: {reliability.excused}
        </p>
      </section>
    </>
  );
}

/** The ratings after each game, oldest first, as one SVG line scaled to its own range. */
function RatingGraph({ points, label }: { points: number[]; label: string }) {
  const [w, h, pad] = [240, 60, 4];
  const lo = Math.min(...points);
  const span = Math.max(...points) - lo || 1;
  const d = points
    .map((p, i) => {
      const x = pad + (i * (w - 2 * pad)) / (points.length - 1);
      const y = h - pad - ((p - lo) * (h - 2 * pad)) / span;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" height={h} role="img" aria-label={label} data-testid="rating-graph">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}
