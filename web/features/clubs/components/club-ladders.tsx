'use client';
import Link from 'next/link';
import type { Ladder } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';

/** The club's ladders, each a link with its variant and current season. */
export function ClubLadders({ ladders }: { ladders: readonly Ladder[] }) {
  const { t } = useI18n();
  return (
    <section className="panel" data-testid="ladders">
      <h2>{t('ladders.title')}</h2>
      {ladders.length === 0 ? (
        <p className="muted">{t('ladders.none')}</p>
      ) : (
        <ul className="game-list">
          {ladders.map((l) => (
            <li key={l.id} className="game-card">
              <Link href={`/ladders/${l.id}`} className="game-link">
                <span className={`variant-badge v${l.variant}`}>{l.variant === '007' ? '007' : 'K'}</span>
                <span className="game-main">
                  <strong>{l.name}</strong>
                  <span className="muted small">
                    {t(`variant.${l.variant}` as MessageKey)} · {l.currentSeason?.name ?? ''}
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
