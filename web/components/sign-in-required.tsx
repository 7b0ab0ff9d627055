'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useI18n } from '../lib/i18n/provider';

/**
 * What a private page shows a signed-out visitor: a link to sign in that comes back here
 * afterwards — the usual way in is a link from an email ("your move in …"), and a player whose
 * session ran out should land on that game, not on the home page.
 */
export function SignInRequired() {
  const { t } = useI18n();
  const pathname = usePathname();
  return (
    <p className="card" data-testid="sign-in-required">
      {t('auth.required')} <Link href={`/signin?next=${encodeURIComponent(pathname)}`}>{t('nav.signIn')}</Link>
    </p>
  );
}
