'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useJoinSeat } from '../api/use-join-seat';
import { useLobby } from '../api/use-lobby';
import type { LobbyEntry, SeatName } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { seatLabel, timeControlText } from '../../../lib/format';
import { LobbyAnalysis } from './lobby-analysis';
import { changedOptions } from '../../../lib/game-options';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { requirementsText } from '../lib/requirements-text';
import { BotBadge, PlayerName } from '../../../components/player-name';

/**
 * The lobby's games, newest first: variant, options, time control, who is seated, and a button per
 * seat the viewer may take — one click joins and opens the game. `limit` items a page; `paged` adds
 * "more" (the lobby page), otherwise a link to the whole lobby (the home page).
 */
export function LobbyList({ limit, paged }: { limit: number; paged: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  const lobby = useLobby(limit);
  const joining = useJoinSeat();
  // At a table with someone I blocked, joining asks first (the API wants confirmBlocked).
  const [confirming, setConfirming] = useState<{ gameId: string; seat: SeatName } | null>(null);
  const join = (entry: LobbyEntry, seat: SeatName, confirmBlocked = false) => {
    if (entry.withBlocked && !confirmBlocked) return setConfirming({ gameId: entry.gameId, seat });
    setConfirming(null);
    joining.mutate(
      { gameId: entry.gameId, seat, confirmBlocked },
      { onSuccess: () => router.push(`/games/${entry.gameId}`) },
    );
  };
  const problem = problemOf(joining.error ?? lobby.error);
  const busy = joining.isPending;
  const entries = lobby.data?.pages.flatMap((p) => p.items) ?? null;

  if (entries === null) return <ProblemNote problem={problem} />;
  return (
    <>
      <ProblemNote problem={problem} />
      {entries.length === 0 ? (
        <p className="muted">{t('lobby.none')}</p>
      ) : (
        <ul className="game-list">
          {entries.map((e) => {
            const changed = changedOptions(t, e.variant, e.options);
            return (
              <li key={e.gameId} className="game-card" data-testid="lobby-entry" data-game={e.gameId}>
                <Link href={`/games/${e.gameId}`} className="game-link">
                  <span className={`variant-badge v${e.variant}`}>{e.variant === '007' ? '007' : 'K'}</span>
                  <span className="game-main">
                    <strong>{t(`variant.${e.variant}` as MessageKey)}</strong>
                    <span className="seats-line">
                      {e.seats.map((s) => (
                        <span key={s.seat} className="seat-chip">
                          <i className={`dot ${s.seat}`} aria-hidden="true" />
                          {s.computer ? (
                            <span data-testid={`lobby-computer-${s.seat}`}>
                              {t('seat.computer', { level: t(`computer.level.${s.computer}` as MessageKey) })}
                            </span>
                          ) : s.player ? (
                            <PlayerName player={s.player} link={false} />
                          ) : (
                            <em>{t(s.state === 'open' ? 'common.open' : 'lobby.reserved')}</em>
                          )}
                          {s.reputation && (
                            <span className="muted small" data-testid={`lobby-reputation-${s.seat}`}>
                              {' '}
                              {t('lobby.reputation', {
                                rating: s.reputation.rating ? s.reputation.rating.value.toFixed(1) : '—',
                                reliability:
                                  s.reputation.reliability.score === null ? '—' : `${s.reputation.reliability.score} %`,
                              })}
                            </span>
                          )}
                          {s.offered && <em className="muted"> · {t('lobby.substitute')}</em>}
                          <span className="sr-only"> ({seatLabel(t, s.seat)})</span>
                        </span>
                      ))}
                    </span>
                    <span className="muted small" data-testid="lobby-terms">
                      {timeControlText(t, e.timeControl)}
                      {' · '}
                      {changed.length > 0 ? changed.join(', ') : t('lobby.defaultOptions')}
                      {/* The press setting the new-game form promises is "shown on the invitation". */}
                      <span data-testid="lobby-press" data-press={e.press}>
                        {' · '}
                        {t(`talk.press.${e.press}`)}
                      </span>
                      <LobbyAnalysis rule={e.analysis} />
                      {requirementsText(t, e.joinRequirements) && (
                        <span data-testid="lobby-requirements">
                          {' · '}
                          {t('lobby.requirements', { limits: requirementsText(t, e.joinRequirements)! })}
                        </span>
                      )}
                    </span>
                  </span>
                  <span className="game-side">
                    <span className="muted small">
                      {t('lobby.by', { name: e.createdBy.displayName })}
                      <BotBadge bot={e.createdBy.bot} />
                    </span>
                  </span>
                </Link>
                <div className="card-actions">
                  {e.joinable.map((seat) => (
                    <button
                      key={seat}
                      type="button"
                      className="button small"
                      data-seat={seat}
                      disabled={busy}
                      onClick={() => join(e, seat)}
                    >
                      {t(e.status === 'open' ? 'home.join' : 'lobby.takeOver', { seat: seatLabel(t, seat) })}
                    </button>
                  ))}
                  {e.joinable.length === 0 && <span className="muted small">{t('lobby.notForYou')}</span>}
                  {confirming?.gameId === e.gameId && (
                    <span className="row" role="alert" data-testid="lobby-confirm-blocked">
                      <span className="small">{t('lobby.blockedSeated')}</span>
                      <button
                        type="button"
                        className="button small danger"
                        onClick={() => join(e, confirming.seat, true)}
                      >
                        {t('lobby.joinAnyway')}
                      </button>
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {paged && <MoreButton query={lobby} label="lobby.more" testId="lobby-more" />}
      {!paged && (
        <p>
          <Link href="/lobby">{t('lobby.all')}</Link>
        </p>
      )}
    </>
  );
}
