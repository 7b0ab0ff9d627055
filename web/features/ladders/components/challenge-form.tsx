'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useClub } from '../../clubs/api/use-club';
import { useClubMembers } from '../../clubs/api/use-club-members';
import { useChallenge } from '../api/use-challenge';
import type { Ladder } from '../../../lib/api/client';
import { SEAT_ORDER, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';

/** Members suggested a page at a time (the club page's page, so both share the cache). */
const MEMBERS_PAGE = 20;

/**
 * A ladder game: every seat named with a club member (me in at least one), then to the game.
 * Shown to the club's members, as the club says (my role), however many members it has. A seat
 * takes a typed username: a club of 200 is no list to scroll through; the field suggests the
 * members loaded so far, and "more" loads the next page of them along the API's cursor.
 */
export function ChallengeForm({ ladder }: { ladder: Ladder }) {
  const { t } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const club = useClub(ladder.clubId);
  const member = !!me && !!club.data?.myRole;
  const members = useClubMembers(ladder.clubId, MEMBERS_PAGE, { enabled: member });
  const challenge = useChallenge(ladder.id);
  const [players, setPlayers] = useState<Record<string, string>>({});
  const seats = SEAT_ORDER[ladder.variant];
  if (!me || !member) return null;
  const chosen = (seat: string, i: number) => players[seat] ?? (i === 0 ? me.username : '');
  const listId = `challenge-members-${ladder.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    challenge.mutate(
      { seats: seats.map((seat, i) => ({ seat, player: chosen(seat, i).trim() })) },
      { onSuccess: (created) => router.push(`/games/${created.gameId}`) },
    );
  };
  return (
    <section className="panel" data-testid="challenge">
      <h2>{t('ladders.challenge')}</h2>
      <p className="muted small">{t('ladders.challengeHelp')}</p>
      <form onSubmit={submit} className="seat-rows">
        {seats.map((seat, i) => (
          <div key={seat} className="seat-row">
            <span>
              <i className={`dot ${seat}`} aria-hidden="true" />
              <strong>{seatLabel(t, seat)}</strong>
            </span>
            <input
              required
              list={listId}
              autoComplete="off"
              value={chosen(seat, i)}
              onChange={(e) => setPlayers({ ...players, [seat]: e.target.value })}
              aria-label={seatLabel(t, seat)}
              placeholder={t('ladders.challengePlayer')}
              data-seat={seat}
            />
          </div>
        ))}
        <datalist id={listId} data-testid="challenge-members">
          {(members.data?.pages.flatMap((p) => p.items) ?? []).map((m) => (
            <option key={m.user.id} value={m.user.username}>
              {m.user.displayName}
            </option>
          ))}
        </datalist>
        <div className="row wrap">
          <button type="submit" className="button small" disabled={challenge.isPending}>
            {t('ladders.challengeSend')}
          </button>
        </div>
      </form>
      <MoreButton query={members} label="ladders.challengeMoreMembers" testId="challenge-more-members" />
      <ProblemNote problem={problemOf(challenge.error ?? members.error)} />
    </section>
  );
}
