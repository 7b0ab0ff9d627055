'use client';
import { useEffect } from 'react';

/**
 * While `active`, leaving the page asks first: the browser's own question when the tab is
 * closed or reloaded, and `message` when a link of the dashboard is followed (client-side
 * navigation fires no beforeunload). Saying no keeps the page as it is.
 */
export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    // A link the user already agreed to follow must not ask a second time as the page unloads.
    let agreed = false;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (agreed) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target instanceof Element ? e.target.closest('a[href]') : null) as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (window.confirm(message)) {
        agreed = true;
        return;
      }
      // Capture on the document runs before React's handlers on the root: the link never fires.
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
