'use client';
import { useEffect, useState } from 'react';

/** The game page's one-column layout: the breakpoint of `.game-grid` and `.phone-panes` in globals.css. */
const PHONE = '(max-width: 900px)';

/**
 * True while the game page is laid out for a phone (the board and the negotiation as two tabs).
 * Known from the first client render, so nothing behind the board's tab counts as seen; what is
 * rendered must not depend on it (the server cannot know it: a hydration mismatch).
 */
export function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    setPhone(query.matches);
    const onChange = (e: MediaQueryListEvent) => setPhone(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}
