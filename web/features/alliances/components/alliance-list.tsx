'use client';
import Link from 'next/link';
import type { Alliance } from '../../../lib/api/client';
import { formatDate, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { levelWords } from '../../../lib/computer-level';
import type { MessageKey } from '../../../lib/i18n/translate';

/**
 * The alliance history as a list: who joined whom, in which round and how, what came of it, and
 * a link to the game — and to its negotiation once the game's end has revealed it. Shared by the ladder page and the player page.
 * A seat that changed hands while the coalition stood shows each holder in turn.
 */
export function AllianceList({ alliances }: { alliances: readonly Alliance[] }) {
  const { t, locale } = useI18n();
  if (alliances.length === 0) return <p className="muted">{t('player.noAlliances')}</p>;
  return (
    <ul className="coalitions">
      {alliances.map((a) => (
        <li key={a.id}>
          <span className="pair">
            {[a.leader, a.joiner].map((side) => (
              <span key={side.seat} className="seat-chip">
                <i className={`dot ${side.seat}`} aria-hidden="true" />
                {side.holders.length > 1 ? (
                  <span data-testid="alliance-holders" title={t('alliance.holders', { seat: seatLabel(t, side.seat) })}>
                    {side.holders
                      .map((h) =>
                        h.user ? h.user.displayName : t('seat.computer', { level: levelWords(t, h.computer) }),
                      )
                      .join(' → ')}
                  </span>
                ) : (
                  (side.user?.displayName ?? seatLabel(t, side.seat))
                )}
              </span>
            ))}
          </span>
          <span className="muted small">
            {t('coalition.since', { round: a.round, by: t(`coalition.by.${a.how}` as MessageKey) })} ·{' '}
            {t(`ladders.outcome.${a.outcome}` as MessageKey)} ·{' '}
            <Link href={`/games/${a.gameId}`}>{formatDate(locale, a.formedAt)}</Link>
            {a.negotiationRevealed && (
              <>
                {' · '}
                <Link href={`/games/${a.gameId}#negotiation`} data-testid="alliance-negotiation">
                  {t('alliance.negotiation')}
                </Link>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
