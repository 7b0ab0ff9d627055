'use client';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Me } from '../../lib/api/client';

interface SessionState {
  /** undefined while loading, null when signed out. */
  me: Me | null | undefined;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState>({ me: undefined, refresh: async () => undefined });

/** Who is signed in, asked once from GET /users/me and refreshed after sign-in or sign-out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const refresh = useCallback(async () => {
    try {
      // Through the dashboard's /whoami: signed out is an answer there, not a logged 401.
      const res = await fetch('/whoami', { cache: 'no-store' });
      const body = (await res.json()) as { me: Me | null };
      setMe(body.me);
    } catch {
      setMe(null);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <SessionContext.Provider value={{ me, refresh }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
