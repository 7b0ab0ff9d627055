'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { api, asProblem, type ClubMember, type Ladder, type Problem } from '../../../lib/api/client';
import { SEAT_ORDER, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../_components/problem';
import { useSession } from '../../_components/session';

/** A ladder game: every seat named with a club member (me in at least one), then to the game. */
export function ChallengeForm({ ladder }: { ladder: Ladder }) {
  const { t } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const [members, setMembers] = useState<ClubMember[]>([]);
  const [players, setPlayers] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const seats = SEAT_ORDER[ladder.variant];
  useEffect(() => {
    void api
      .GET('/clubs/{id}/members', { params: { path: { id: ladder.clubId } } })
      .then(({ data }) => setMembers(data?.items ?? []));
  }, [ladder.clubId]);
  if (!me || !members.some((m) => m.user.id === me.id)) return null;
  const chosen = (seat: string, i: number) => players[seat] ?? (i === 0 ? me.username : '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, error, response } = await api.POST('/ladders/{id}/challenges', {
      params: { path: { id: ladder.id } },
      body: { seats: seats.map((seat, i) => ({ seat, player: chosen(seat, i) })) },
    });
    if (!data) return setProblem(asProblem(error, response));
    router.push(`/games/${data.gameId}`);
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
            <select
              required
              value={chosen(seat, i)}
              onChange={(e) => setPlayers({ ...players, [seat]: e.target.value })}
              aria-label={seatLabel(t, seat)}
            >
              <option value="" />
              {members.map((m) => (
                <option key={m.user.id} value={m.user.username}>
                  {m.user.displayName}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <button type="submit" className="button small">
            {t('ladders.challengeSend')}
          </button>
        </div>
      </form>
      <ProblemNote problem={problem} />
    </section>
  );
}
