'use client';
import { useRouter } from 'next/navigation';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useDeclineClub } from '../api/use-decline-club';
import { useJoinClub } from '../api/use-join-club';

/**
 * An invitation I hold to a club, answered where it is shown: accept (join) or decline. A decline
 * on the club's own page leads to the club list (`leaveOnDecline`): a private club is hidden then.
 */
export function ClubInvitationAnswer({
  clubId,
  clubName,
  leaveOnDecline = false,
}: {
  clubId: string;
  clubName: string;
  leaveOnDecline?: boolean;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const joining = useJoinClub(clubId);
  const declining = useDeclineClub(clubId, leaveOnDecline ? () => router.push('/clubs') : undefined);
  const busy = joining.isPending || declining.isPending;
  return (
    <span className="invitation-answer" data-testid="club-invitation" data-club={clubId}>
      <span>{t('clubs.invited')}</span>{' '}
      <button
        type="button"
        className="button small"
        disabled={busy}
        aria-label={t('clubs.acceptInvitation', { club: clubName })}
        onClick={() => joining.mutate()}
      >
        {t('clubs.accept')}
      </button>{' '}
      <button
        type="button"
        className="button small secondary"
        disabled={busy}
        aria-label={t('clubs.declineInvitation', { club: clubName })}
        onClick={() => declining.mutate()}
      >
        {t('clubs.decline')}
      </button>
      <ProblemNote problem={problemOf(joining.error ?? declining.error)} />
    </span>
  );
}
