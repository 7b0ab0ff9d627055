'use client';
import Link from 'next/link';
import { ProblemNote } from '../../../components/problem';
import type { Game } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useEditionUpgrade } from '../api/use-edition-upgrade';
import { useRulesEditions } from '../api/use-rules-editions';

/**
 * The edition of the rules the game is played in (docs/rules/editions.md), linking to the rules;
 * in a running game, to its players: moving on to a newer edition — propose it, or answer a pending
 * proposal with the seats that still must.
 */
export function EditionPanel({ game }: { game: Game }) {
  const { t, locale } = useI18n();
  const editions = useRulesEditions();
  const upgrade = useEditionUpgrade(game.id);
  const running = game.status === 'active' || game.status === 'setup';
  const mine = game.yourSeats.filter((s) => !game.eliminated.includes(s));
  const pending = game.editionUpgrade;
  const ofVariant = editions.data?.[game.variant as '007' | 'coalition'] ?? [];
  const current = ofVariant.find((e) => e.id === game.rulesEdition);
  const newest = ofVariant.at(-1);
  const newer = newest && current && newest.number > current.number ? newest : undefined;
  const toAnswer = pending ? mine.filter((s) => pending.waitingFor.includes(s)) : [];
  // In the game's seat order, not the order of acceptance: computers accept in whatever order their jobs run.
  const order: readonly string[] = game.seats.map((s) => s.seat);
  const seats = (list: readonly string[]) =>
    [...list]
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((s) => seatLabel(t, s))
      .join(', ') || '—';
  return (
    <section className="panel" data-testid="edition-panel" data-edition={game.rulesEdition}>
      <p className="muted">
        <Link href={`/rules/${game.variant}`} data-testid="rules-edition">
          {t('game.rulesEdition', { edition: game.rulesEdition })}
        </Link>
      </p>
      {running && pending && (
        <p className="note" data-testid="edition-upgrade">
          {t('game.editionProposed', {
            edition: pending.edition,
            seat: seatLabel(t, pending.proposedBy),
            accepted: seats(pending.accepted),
            waiting: seats(pending.waitingFor),
          })}
        </p>
      )}
      {running && !pending && newer && mine.length > 0 && (
        <p className="note" data-testid="newer-edition">
          {t('game.newerEdition', {
            edition: newer.id,
            changes: locale === 'de' ? newer.changes.de : newer.changes.en,
          })}
        </p>
      )}
      {running && mine.length > 0 && (
        <div className="row wrap">
          {pending && toAnswer.length > 0 && (
            <>
              <button
                type="button"
                className="button small"
                disabled={upgrade.isPending}
                onClick={() => upgrade.mutate({ step: 'accept' })}
                data-testid="edition-accept"
              >
                {t('game.editionAccept', { edition: pending.edition })}
              </button>
              <button
                type="button"
                className="button small secondary"
                disabled={upgrade.isPending}
                onClick={() => upgrade.mutate({ step: 'decline' })}
                data-testid="edition-decline"
              >
                {t('game.editionDecline')}
              </button>
            </>
          )}
          {!pending && newer && (
            <button
              type="button"
              className="button small secondary"
              disabled={upgrade.isPending}
              onClick={() => upgrade.mutate({ step: 'propose', edition: newer.id })}
              data-testid="edition-propose"
            >
              {t('game.editionPropose', { edition: newer.id })}
            </button>
          )}
        </div>
      )}
      <ProblemNote problem={problemOf(upgrade.error)} />
    </section>
  );
}
