'use client';
import { useParams } from 'next/navigation';
import { ReportButton } from '../../safety/components/report-button';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useClubTournaments } from '../../tournaments/api/use-tournament';
import { ClubTournaments } from '../../tournaments/components/club-tournaments';
import { NewTournamentForm } from '../../tournaments/components/new-tournament-form';
import { useCreateLadder } from '../api/use-create-ladder';
import { useClub } from '../api/use-club';
import { useClubLadders } from '../api/use-club-ladders';
import { useClubMembers } from '../api/use-club-members';
import { useInviteToClub } from '../api/use-invite-to-club';
import { useJoinClub } from '../api/use-join-club';
import { ClubInvitationAnswer } from './club-invitation-answer';
import { ClubLadders } from './club-ladders';
import { ClubMembers } from './club-members';
import { NewLadderForm } from './new-ladder-form';

/** Members a page (by username; "more" loads the next along the API's cursor). */
const MEMBERS_PAGE = 20;

/** A club: its ladders, its tournaments, its members, joining, inviting, and a new ladder (owners and admins). */
export function ClubView() {
  const { t } = useI18n();
  const { id } = useParams<{ id: string }>();
  const clubQuery = useClub(id);
  const club = clubQuery.data ?? null;
  // A private club's contents are for its members only (one invited sees the club to answer).
  const contents = !!club && (club.visibility === 'public' || !!club.myRole);
  const ladders = useClubLadders(id, { enabled: contents }).data ?? [];
  const tournaments = useClubTournaments(id, { enabled: contents }).data?.items ?? [];
  const joining = useJoinClub(id);
  const inviting = useInviteToClub(id);
  const creating = useCreateLadder(id);
  // What went wrong last: reading the club, or the write just tried.
  const problem = problemOf(clubQuery.error ?? joining.error ?? inviting.error ?? creating.error);
  const members = useClubMembers(id, MEMBERS_PAGE, { enabled: contents });
  if (!club) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  const admin = club.myRole === 'owner' || club.myRole === 'admin';
  // Joining reads the club (my role) and its members again, from the first page.
  const join = () => joining.mutate();
  return (
    <>
      <div className="page-head">
        <h1>{club.name}</h1>
        {!club.myRole && club.invited && <ClubInvitationAnswer clubId={club.id} clubName={club.name} leaveOnDecline />}
        {!club.myRole && !club.invited && (
          <button type="button" className="button" onClick={join}>
            {t('clubs.join')}
          </button>
        )}
        <ReportButton subject="club" id={club.id} />
      </div>
      {club.description && <p className="muted">{club.description}</p>}
      <ProblemNote problem={problem} />
      <ClubLadders ladders={ladders} />
      <ClubTournaments tournaments={tournaments} />
      <ClubMembers club={club} members={members} admin={admin} inviting={inviting} />
      {admin && <NewLadderForm creating={creating} />}
      {admin && <NewTournamentForm clubId={club.id} />}
    </>
  );
}
