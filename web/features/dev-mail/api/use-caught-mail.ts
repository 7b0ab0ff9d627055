import { useQuery } from '@tanstack/react-query';

export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** What the API says about its caught mail: off (no catcher, or unreachable), refused (not from this machine), or the list. */
export type CaughtMailAnswer = { kind: 'off' } | { kind: 'refused' } | { kind: 'list'; messages: CaughtMail[] };

/**
 * GET /dev/mail from the API itself (`apiUrl`), not through the dashboard's /api proxy: the API
 * answers only a connection from this machine, judged from the socket, and this server must not
 * fetch reset links on a visitor's behalf. No cookie goes along. Each answer is final (an API
 * that is not there is "off"), so nothing is retried; the tab's focus reads the inbox again.
 */
export function useCaughtMail(apiUrl: string) {
  return useQuery({
    queryKey: ['dev-mail', apiUrl],
    queryFn: async (): Promise<CaughtMailAnswer> => {
      try {
        const res = await fetch(`${apiUrl}/dev/mail`, { cache: 'no-store', credentials: 'omit' });
        if (res.status === 403) return { kind: 'refused' };
        if (!res.ok) return { kind: 'off' };
        return { kind: 'list', messages: ((await res.json()) as { messages: CaughtMail[] }).messages };
      } catch {
        return { kind: 'off' };
      }
    },
    retry: false,
  });
}
