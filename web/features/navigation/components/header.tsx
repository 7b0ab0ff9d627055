'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSignOut } from '../../account/api/use-sign-out';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useSwitchLanguage } from '../../../hooks/use-switch-language';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';
import { NavLinks } from './nav-links';
import { PhoneMenu } from './phone-menu';

/**
 * The top bar: brand, navigation, language switch, and the signed-in user with their
 * notifications — the notifications feature's bell, which the root layout passes in. On a phone
 * one row: brand, bell and the menu (phone-menu.tsx) that holds the rest.
 */
export function Header({ bell }: { bell: ReactNode }) {
  const { t, locale } = useI18n();
  const { me, refresh } = useSession();
  const router = useRouter();
  // Says the page is interactive (hydrated); browser tests wait for it before typing or clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const switchLanguage = useSwitchLanguage(!!me);
  const switchTo = (l: Locale) => void switchLanguage(l);
  const signingOut = useSignOut();
  // Whatever the API answered (a session already gone is signed out too), the page asks again who is signed in.
  const signOut = () =>
    signingOut.mutate(undefined, {
      onSettled: async () => {
        await refresh();
        router.push('/');
        router.refresh();
      },
    });
  const language = (
    <div className="lang" role="group" aria-label={t('nav.language')}>
      {(['en', 'de'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className={l === locale ? 'on' : ''}
          aria-pressed={l === locale}
          onClick={() => switchTo(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
  return (
    <header className="top">
      <Link href="/" className="brand" aria-label="Entente">
        <svg viewBox="0 0 32 32" width={26} height={26} aria-hidden="true">
          <rect x={1} y={1} width={30} height={30} rx={7} fill="#2f5d8a" />
          <path d="M8 8 H15 V15 H8 Z M17 17 H24 V24 H17 Z" fill="#f3c633" />
          <path d="M17 8 H24 V15 H17 Z M8 17 H15 V24 H8 Z" fill="#fff" opacity={0.9} />
        </svg>
        <span>Entente</span>
      </Link>
      <nav className="main-nav">
        <NavLinks />
      </nav>
      <div className="top-right">
        {language}
        {me ? (
          <>
            {bell}
            <Link href={`/players/${encodeURIComponent(me.username)}`} className="me" data-testid="me">
              {me.displayName}
            </Link>
            <Link href="/settings" className="wide-only">
              {t('nav.settings')}
            </Link>
            <button type="button" className="link wide-only" onClick={signOut}>
              {t('nav.signOut')}
            </button>
          </>
        ) : me === null ? (
          <>
            <Link href="/signin" className="wide-only">
              {t('nav.signIn')}
            </Link>
            <Link href="/signup" className="button small wide-only">
              {t('nav.signUp')}
            </Link>
          </>
        ) : null}
        <PhoneMenu language={language} onSignOut={signOut} />
      </div>
    </header>
  );
}
