'use client';
import Link from 'next/link';
import { MoreButton } from '../../../components/more-button';
import type { LadderGame } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import type { useLadderGames } from '../api/use-ladder-games';

/** The season's games, newest first, page by page: when, who (with their points once it ended), and its state. */
export function LadderGames({ games }: { games: ReturnType<typeof useLadderGames> }) {
  const { t, locale } = useI18n();
  const gameItems: LadderGame[] = games.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="panel" data-testid="ladder-games">
      <h2>{t('ladders.games')}</h2>
      {gameItems.length === 0 ? (
        <p className="muted">{games.data ? t('ladders.noGames') : t('common.loading')}</p>
      ) : (
        <table className="table compact">
          <tbody>
            {gameItems.map((g) => (
              <tr key={g.gameId}>
                <td>
                  <Link href={`/games/${g.gameId}`}>{formatDate(locale, g.createdAt)}</Link>
                </td>
                <td>
                  {g.seats.map((s) => (
                    <span key={s.seat} className="seat-chip" style={{ marginRight: '0.6rem' }}>
                      <i className={`dot ${s.seat}`} aria-hidden="true" />
                      {s.user?.displayName ?? t('common.open')}
                      {g.result && <span className="muted small">&nbsp;{g.result.points[s.seat] ?? 0}</span>}
                    </span>
                  ))}
                </td>
                <td>{t(`ladders.state.${g.state}` as MessageKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MoreButton query={games} testId="more-games" />
    </section>
  );
}
