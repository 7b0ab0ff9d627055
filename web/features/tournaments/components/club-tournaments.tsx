'use client';
import Link from 'next/link';
import type { Tournament } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';

/** The club's events, each a link with its variant, format, state and number of entrants. */
export function ClubTournaments({ tournaments }: { tournaments: readonly Tournament[] }) {
  const { t } = useI18n();
  return (
    <section className="panel" data-testid="tournaments">
      <h2>{t('tournaments.title')}</h2>
      {tournaments.length === 0 ? (
        <p className="muted">{t('tournaments.none')}</p>
      ) : (
        <ul className="game-list">
          {tournaments.map((x) => (
            <li key={x.id} className="game-card">
              <Link href={`/tournaments/${x.id}`} className="game-link">
                <span className={`variant-badge v${x.variant}`}>{x.variant === '007' ? '007' : 'K'}</span>
                <span className="game-main">
                  <strong>{x.name}</strong>
                  <span className="muted small">
                    {t(`tournaments.format.${x.format}` as MessageKey)} ·{' '}
                    {t(`tournaments.state.${x.state}` as MessageKey)} · {t('tournaments.entrants', { n: x.entrants })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
