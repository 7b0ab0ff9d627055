'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';
import { NavLinks } from './nav-links';

/**
 * On a phone the header is one row: the brand, the bell and this button, which discloses every
 * page and account link as a sheet under the header (hidden by CSS on wider screens, where the
 * header shows them itself). Escape, a link followed or a click outside closes it; focus returns
 * to the button.
 */
export function PhoneMenu({ language, onSignOut }: { language: ReactNode; onSignOut: () => void }) {
  const { t } = useI18n();
  const { me } = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>('a, button')?.focus();
    const close = (focus: boolean) => {
      setOpen(false);
      if (focus) button.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!sheet.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="phone-menu"
        data-testid="menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 20 20" width={20} height={20} aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('nav.menu')}</span>
      </button>
      {open && (
        <div ref={sheet} id="phone-menu" className="phone-menu" data-testid="phone-menu">
          <nav aria-label={t('nav.menu')}>
            <NavLinks />
          </nav>
          <div className="phone-menu-account">
            {me ? (
              <>
                <Link href={`/players/${encodeURIComponent(me.username)}`} className="me">
                  {me.displayName}
                </Link>
                <Link href="/settings">{t('nav.settings')}</Link>
                <button type="button" className="link" onClick={onSignOut}>
                  {t('nav.signOut')}
                </button>
              </>
            ) : me === null ? (
              <>
                <Link href="/signin">{t('nav.signIn')}</Link>
                <Link href="/signup">{t('nav.signUp')}</Link>
              </>
            ) : null}
            {language}
          </div>
        </div>
      )}
    </>
  );
}
