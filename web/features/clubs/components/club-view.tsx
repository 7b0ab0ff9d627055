'use client';
import Link from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { type AbandonedChoice, AbandonedChoiceFields } from '../../../components/abandoned-choice';
import { useClub } from '../api/use-club';
import { useClubLadders } from '../api/use-club-ladders';
import { useClubMembers } from '../api/use-club-members';
import { useInviteToClub } from '../api/use-invite-to-club';
import { useJoinClub } from '../api/use-join-club';
import { useCreateLadder } from '../../ladders/api/use-create-ladder';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';

/** Members a page (by username; "more" loads the next along the API's cursor). */
const MEMBERS_PAGE = 20;

/** A club: its ladders, its members, joining, inviting, and a new ladder (owners and admins). */
export function ClubView() {
  const { t } = useI18n();
  const { id } = useParams<{ id: string }>();
  const router = useRouter();
  const clubQuery = useClub(id);
  const club = clubQuery.data ?? null;
  const ladders = useClubLadders(id, { enabled: !!club }).data ?? [];
  const joining = useJoinClub(id);
  const inviting = useInviteToClub(id);
  const creating = useCreateLadder(id);
  // What went wrong last: reading the club, or the write just tried.
  const problem = problemOf(clubQuery.error ?? joining.error ?? inviting.error ?? creating.error);
  const [invite, setInvite] = useState('');
  const year = new Date().getUTCFullYear();
  const [ladder, setLadder] = useState({
    name: '',
    variant: 'coalition' as '007' | 'coalition',
    season: String(year),
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    holderCredit: 'final' as 'final' | 'each',
  });
  // What happens to a seat whose player vanishes, for every game of the ladder (issue 21).
  const [abandoned, setAbandoned] = useState<AbandonedChoice>({ mode: 'resign', level: 'greedy' });
  // A private club's members are for its members only.
  const members = useClubMembers(id, MEMBERS_PAGE, {
    enabled: !!club && (club.visibility === 'public' || !!club.myRole),
  });
  if (!club) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  const admin = club.myRole === 'owner' || club.myRole === 'admin';
  // Joining reads the club (my role) and its members again, from the first page.
  const join = () => joining.mutate();
  const sendInvite = (e: FormEvent) => {
    e.preventDefault();
    inviting.mutate(invite, { onSuccess: () => setInvite('') });
  };
  const createLadder = (e: FormEvent) => {
    e.preventDefault();
    creating.mutate(
      {
        name: ladder.name,
        variant: ladder.variant,
        options: {
          abandoned: abandoned.mode,
          ...(abandoned.mode === 'resign' ? {} : { abandonedLevel: abandoned.level }),
        },
        holderCredit: ladder.holderCredit,
        optionsFixed: false,
        allowStrawmen: false,
        rated: ladder.variant === '007',
        season: { name: ladder.season, startsOn: ladder.startsOn, endsOn: ladder.endsOn },
      },
      { onSuccess: (created) => router.push(`/ladders/${created.id}`) },
    );
  };
  return (
    <>
      <div className="page-head">
        <h1>{club.name}</h1>
        {!club.myRole && (
          <button type="button" className="button" onClick={join}>
            {t('clubs.join')}
          </button>
        )}
      </div>
      {club.description && <p className="muted">{club.description}</p>}
      <ProblemNote problem={problem} />
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
      <section className="panel">
        <h2>
          {t('clubs.members')} ({club.members})
        </h2>
        <ProblemNote problem={problemOf(members.error)} />
        <ul className="seat-list" data-testid="club-members">
          {(members.data?.pages.flatMap((p) => p.items) ?? []).map((m) => (
            <li key={m.user.id}>
              <Link href={`/players/${encodeURIComponent(m.user.username)}`}>{m.user.displayName}</Link>
              <span className="muted small">{t(`clubs.role.${m.role}` as MessageKey)}</span>
            </li>
          ))}
        </ul>
        <MoreButton query={members} testId="more-members" />
        {admin && (
          <form className="row wrap" onSubmit={sendInvite} style={{ marginTop: '0.8rem' }}>
            <input
              placeholder={t('new.seatInvitePlaceholder')}
              value={invite}
              onChange={(e) => setInvite(e.target.value)}
              required
            />
            <button type="submit" className="button small">
              {t('clubs.invite')}
            </button>
          </form>
        )}
      </section>
      {admin && (
        <section className="panel" style={{ maxWidth: '34rem' }}>
          <h2>{t('ladders.create')}</h2>
          <form className="form" onSubmit={createLadder}>
            <label>
              {t('clubs.name')}
              <input
                name="ladder-name"
                required
                value={ladder.name}
                onChange={(e) => setLadder({ ...ladder, name: e.target.value })}
              />
            </label>
            <label>
              {t('new.variant')}
              <select
                value={ladder.variant}
                onChange={(e) => setLadder({ ...ladder, variant: e.target.value as '007' | 'coalition' })}
              >
                <option value="coalition">{t('variant.coalition')}</option>
                <option value="007">{t('variant.007')}</option>
              </select>
            </label>
            <div className="row wrap">
              <label className="field">
                {t('ladders.season')}
                <input value={ladder.season} onChange={(e) => setLadder({ ...ladder, season: e.target.value })} />
              </label>
              <label className="field">
                {t('ladders.from')}
                <input
                  type="date"
                  value={ladder.startsOn}
                  onChange={(e) => setLadder({ ...ladder, startsOn: e.target.value })}
                />
              </label>
              <label className="field">
                {t('ladders.to')}
                <input
                  type="date"
                  value={ladder.endsOn}
                  onChange={(e) => setLadder({ ...ladder, endsOn: e.target.value })}
                />
              </label>
            </div>
            <AbandonedChoiceFields value={abandoned} onChange={setAbandoned} />
            <label>
              {t('ladders.holderCredit')}
              <select
                name="holderCredit"
                value={ladder.holderCredit}
                onChange={(e) => setLadder({ ...ladder, holderCredit: e.target.value as 'final' | 'each' })}
              >
                <option value="final">{t('ladders.holderCredit.final')}</option>
                <option value="each">{t('ladders.holderCredit.each')}</option>
              </select>
            </label>
            <div>
              <button type="submit" className="button">
                {t('ladders.create')}
              </button>
            </div>
          </form>
        </section>
      )}
    </>
  );
}
