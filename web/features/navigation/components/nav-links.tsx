'use client';
import Link from 'next/link';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';
import { ChallengesNavLink } from '../../challenges/components/challenges-nav-link';

/** The site's pages, as the header's navigation and the phone menu list them. */
export function NavLinks() {
  const { t } = useI18n();
  const { me } = useSession();
  return (
    <>
      {me && <Link href="/">{t('nav.home')}</Link>}
      {me && <Link href="/lobby">{t('nav.lobby')}</Link>}
      {me && <Link href="/games/new">{t('nav.newGame')}</Link>}
      {me && <ChallengesNavLink me={me.username} />}
      {me && <Link href="/clubs">{t('nav.clubs')}</Link>}
      {me && <Link href="/ratings">{t('nav.ratings')}</Link>}
      <Link href="/rules">{t('nav.rules')}</Link>
      {me?.moderator && <Link href="/moderation">{t('nav.moderation')}</Link>}
    </>
  );
}
