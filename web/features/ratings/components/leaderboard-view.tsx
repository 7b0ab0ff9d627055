'use client';
import { useState } from 'react';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { SignInRequired } from '../../../components/sign-in-required';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from '../../account/components/session';
import { type BoardRole, type BoardVariant, useLeaderboard } from '../api/use-leaderboard';
import { PlayerName } from '../../../components/player-name';

const PAGE = 25;
const ROLES: readonly BoardRole[] = ['all', 'great', 'small'];

/**
 * The leaderboards (GET /ratings/{variant}): Coalition Chess per role, by the conservative
 * ordinal μ − 3σ, and 007 by Glicko-2; players with at least five rated games, paged.
 */
export function LeaderboardView() {
  const { t } = useI18n();
  const { me } = useSession();
  const [variant, setVariant] = useState<BoardVariant>('coalition');
  const [role, setRole] = useState<BoardRole>('all');
  const board = useLeaderboard(variant, variant === 'coalition' ? role : 'all', PAGE);
  if (me === null) return <SignInRequired />;
  if (me === undefined) return null;
  const problem = problemOf(board.error);
  const rows = board.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className="page-head">
        <h1>{t('ratings.title')}</h1>
        <div className="row wrap">
          <label className="row">
            {t('ratings.variant')}
            <select
              value={variant}
              onChange={(e) => setVariant(e.target.value as BoardVariant)}
              data-testid="board-variant"
            >
              <option value="coalition">{t('variant.coalition')}</option>
              <option value="007">{t('variant.007')}</option>
            </select>
          </label>
          {variant === 'coalition' && (
            <label className="row">
              {t('ratings.role')}
              <select value={role} onChange={(e) => setRole(e.target.value as BoardRole)} data-testid="board-role">
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`player.role.${r}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
      <p className="muted small">{t(variant === 'coalition' ? 'ratings.introCoalition' : 'ratings.intro007')}</p>
      <section className="panel" data-testid="leaderboard">
        {problem && <ProblemNote problem={problem} />}
        {board.isSuccess && rows.length === 0 && <p className="muted">{t('ratings.none')}</p>}
        {rows.length > 0 && (
          <div style={{ overflowX: 'auto' }}>
            <table className="table">
              <thead>
                <tr>
                  <th className="num">#</th>
                  <th>{t('ladders.player')}</th>
                  <th className="num">{t('ladders.rating')}</th>
                  <th className="num">{t('ladders.games')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.user.id} data-testid="board-row" data-user={r.user.username}>
                    <td className="num">{i + 1}</td>
                    <td>
                      <PlayerName player={r.user} />
                    </td>
                    <td className="num">
                      <strong>{variant === 'coalition' ? r.rating.toFixed(1) : Math.round(r.rating)}</strong>
                      <span className="muted small">
                        {' '}
                        {variant === 'coalition'
                          ? `(μ ${r.mu?.toFixed(1)}, σ ${r.sigma?.toFixed(1)})`
                          : `±${Math.round(r.rd ?? 0)}`}
                      </span>
                    </td>
                    <td className="num">{r.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <MoreButton query={board} testId="more-board" />
      </section>
    </>
  );
}
