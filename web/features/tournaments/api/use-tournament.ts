import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';

export const tournamentKey = (id: string) => ['tournaments', id] as const;

/** Running events change as games end: their reads are renewed every half minute. */
const LIVE = 30_000;

/** GET /clubs/{id}/tournaments: the club's events, newest first (the first page). */
export function useClubTournaments(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['clubs', clubId, 'tournaments'],
    queryFn: async () =>
      dataOf(await api.GET('/clubs/{id}/tournaments', { params: { path: { id: clubId }, query: { limit: 50 } } })),
    enabled,
  });
}

/** While `starting`, the event is read every second: the progress of its games' creation shows live. */
const STARTING = 1_000;

/** GET /tournaments/{id}: the event, its rules and the caller's entry. */
export function useTournament(id: string) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'details'],
    queryFn: async () => dataOf(await api.GET('/tournaments/{id}', { params: { path: { id } } })),
    refetchInterval: (q) => (q.state.data?.state === 'starting' ? STARTING : LIVE),
  });
}

/** GET /tournaments/{id}/standings: rank, points and each tie-break's value. */
export function useTournamentStandings(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'standings'],
    queryFn: async () => dataOf(await api.GET('/tournaments/{id}/standings', { params: { path: { id } } })),
    enabled,
    refetchInterval: LIVE,
  });
}

/** GET /tournaments/{id}/crosstable: 007's crosstable or Coalition Chess's role table. */
export function useCrosstable(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'crosstable'],
    queryFn: async () => dataOf(await api.GET('/tournaments/{id}/crosstable', { params: { path: { id } } })),
    enabled,
    refetchInterval: LIVE,
  });
}

/** GET /tournaments/{id}/rounds/{n}: a round's games with their live status, and its byes. */
export function useTournamentRound(id: string, n: number, enabled: boolean) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'rounds', n],
    queryFn: async () => dataOf(await api.GET('/tournaments/{id}/rounds/{n}', { params: { path: { id, n } } })),
    enabled,
    refetchInterval: LIVE,
  });
}

/** POST or DELETE /tournaments/{id}/entries: the caller enters or withdraws; the event is read again. */
export function useEntry(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enter: boolean) =>
      enter
        ? dataOf(await api.POST('/tournaments/{id}/entries', { params: { path: { id } }, body: {} }))
        : doneOf(await api.DELETE('/tournaments/{id}/entries', { params: { path: { id }, query: {} } })),
    onSuccess: () => refetchAfterWrite(client, tournamentKey(id)),
  });
}
