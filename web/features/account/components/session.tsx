'use client';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { meKey, useMe } from '../api/use-me';
import type { Me } from '../../../lib/api/client';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';

interface SessionState {
  /** undefined while loading, null when signed out. */
  me: Me | null | undefined;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState>({ me: undefined, refresh: async () => undefined });

/**
 * Who is signed in (useMe), read once and again after sign-in or sign-out (`refresh`, which
 * cancels a read in flight first: it may have been answered before the session changed).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { data: me } = useMe();
  const refresh = useCallback(() => refetchAfterWrite(client, meKey), [client]);
  return <SessionContext.Provider value={{ me, refresh }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
