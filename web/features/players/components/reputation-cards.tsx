'use client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { usePlayer } from '../api/use-player';
import { type CoalitionRole, useCoalitionRating } from '../api/use-coalition-rating';
import { RatingGraph } from './rating-graph';

const ROLES = ['all', 'great', 'small'] as const;

/**
 * A player's Coalition Chess ratings (μ − 3σ, per role, with a graph of the last rated games) and
 * reliability, from the profile and GET /ratings/coalition/{username} (docs/ratings.md).
 */
export function ReputationCards({ username }: { username: string }) {
  const { t } = useI18n();
  const profile = usePlayer(username).data;
  if (!profile) return null;
  const reliability = profile.reliability;
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
        {ROLES.map((role) =>
          profile.ratings.coalition[role] ? <RoleGraph key={role} username={username} role={role} /> : null,
        )}
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

/** One role's rating after each of its last rated games (GET /ratings/coalition/{username}?role=…). */
function RoleGraph({ username, role }: { username: string; role: CoalitionRole }) {
  const { t } = useI18n();
  const history = useCoalitionRating(username, role).data?.history ?? [];
  const points = [...history].reverse().map((h) => h.ratingAfter);
  if (points.length < 2) return null;
  const name = t(`player.role.${role}` as MessageKey);
  return (
    <figure className="rating-graph" data-testid={`rating-graph-${role}`}>
      <figcaption className="muted small">{name}</figcaption>
      <RatingGraph points={points} label={t('player.ratingGraphOf', { role: name })} />
    </figure>
  );
}
