'use client';
import Link from 'next/link';
import { useLadderEvents } from '../api/use-ladder-events';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';

const PAGE = 20;

/**
 * The ladder's log, newest first, a page at a time ("more"): who created it, changed it, added a
 * season, annulled a game (with the reason and a link to the game) or recomputed the standings.
 */
export function LadderLog({ ladderId }: { ladderId: string }) {
  const { t, locale } = useI18n();
  const events = useLadderEvents(ladderId, PAGE);
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="panel" data-testid="ladder-log">
      <h2>{t('ladders.log')}</h2>
      <ProblemNote problem={problemOf(events.error)} />
      {events.data && items.length === 0 && <p className="muted">{t('ladders.logNone')}</p>}
      {items.length > 0 && (
        <ul className="log-lines">
          {items.map((e) => {
            const reason = typeof e.payload.reason === 'string' ? e.payload.reason : null;
            const name = typeof e.payload.name === 'string' ? e.payload.name : '';
            return (
              <li key={e.id} data-testid="ladder-log-line" data-type={e.type}>
                <span className="muted small">{formatDate(locale, e.createdAt)}</span>{' '}
                {t(`ladders.log.${e.type}` as MessageKey, { actor: e.actor.displayName, name })}
                {reason && <> — {t('ladders.log.reason', { reason })}</>}
                {e.gameId && (
                  <>
                    {' · '}
                    <Link href={`/games/${e.gameId}`}>{t('ladders.log.game')}</Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <MoreButton query={events} testId="more-log" />
    </section>
  );
}
