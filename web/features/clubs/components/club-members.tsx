'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import type { Club } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import type { useClubMembers } from '../api/use-club-members';
import type { useInviteToClub } from '../api/use-invite-to-club';

/**
 * The club's members with their roles, page by page, and — for its owners and admins — a form to
 * invite someone. The invitation's refusal is shown with the club's problems, above.
 */
export function ClubMembers({
  club,
  members,
  admin,
  inviting,
}: {
  club: Club;
  members: ReturnType<typeof useClubMembers>;
  admin: boolean;
  inviting: ReturnType<typeof useInviteToClub>;
}) {
  const { t } = useI18n();
  const [invite, setInvite] = useState('');
  const sendInvite = (e: FormEvent) => {
    e.preventDefault();
    inviting.mutate(invite, { onSuccess: () => setInvite('') });
  };
  return (
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
  );
}
