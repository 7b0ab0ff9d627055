'use client';
import Link from 'next/link';
import { useI18n } from '../../../lib/i18n/provider';
import { useChallenges } from '../api/use-challenges';

/** The navigation's link to my challenges, with the number of open ones to me. */
export function ChallengesNavLink({ me }: { me: string }) {
  const { t } = useI18n();
  const incoming = useChallenges('in');
  const open =
    incoming.data?.items.filter(
      (c) => c.status === 'pending' && c.to.some((i) => i.username === me && i.answer === null),
    ) ?? [];
  return (
    <Link href="/challenges" data-testid="nav-challenges">
      {t('nav.challenges')}
      {open.length > 0 && (
        <>
          {' '}
          <span className="nav-count" aria-hidden="true">
            {open.length}
          </span>
          <span className="sr-only">{t('challenges.openCount', { n: open.length })}</span>
        </>
      )}
    </Link>
  );
}
