'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { useNextGame } from '../api/use-next-game';

/**
 * "Next game": to the next game where it is my move, by the link or the key `n` — not while
 * typing in a field, nor with a modifier (the browser's own shortcuts keep theirs).
 */
export function NextGame({ currentId }: { currentId: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const next = useNextGame(currentId, true);
  const href = next ? `/games/${next}` : null;
  useEffect(() => {
    if (!href) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'n' || e.altKey || e.ctrlKey || e.metaKey || e.repeat || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable=false])')) return;
      e.preventDefault();
      router.push(href);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [href, router]);
  if (!href) return null;
  return (
    <Link href={href} className="next-game" data-testid="next-game" aria-keyshortcuts="n" title={t('game.nextGameKey')}>
      {t('game.nextGame')}
    </Link>
  );
}
