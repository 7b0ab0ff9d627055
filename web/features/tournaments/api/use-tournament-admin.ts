import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { tournamentKey } from './use-tournament';

export type NewTournament = paths['/clubs/{id}/tournaments']['post']['requestBody']['content']['application/json'];
export type TournamentChange = paths['/tournaments/{id}']['patch']['requestBody']['content']['application/json'];

/** POST /clubs/{id}/tournaments (club admins): a new event; the club's events are read again. */
export function useCreateTournament(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewTournament) =>
      dataOf(await api.POST('/clubs/{id}/tournaments', { params: { path: { id: clubId } }, body })),
    onSuccess: () => refetchAfterWrite(client, ['clubs', clubId, 'tournaments']),
  });
}

/** POST /tournaments/{id}/entries with a player (admins): a member entered by an admin. */
export function useAddEntrant(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (player: string) =>
      dataOf(await api.POST('/tournaments/{id}/entries', { params: { path: { id } }, body: { player } })),
    onSuccess: () => refetchAfterWrite(client, tournamentKey(id)),
  });
}

/** PATCH /tournaments/{id} (admins, before the start): the settings that may still change. */
export function useChangeTournament(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TournamentChange) =>
      dataOf(await api.PATCH('/tournaments/{id}', { params: { path: { id } }, body })),
    onSuccess: () => refetchAfterWrite(client, tournamentKey(id)),
  });
}

/** POST /tournaments/{id}/start (admins): pairs or seats the field; a big field goes on `starting`. */
export function useStartTournament(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(await api.POST('/tournaments/{id}/start', { params: { path: { id } } })),
    onSuccess: () => refetchAfterWrite(client, tournamentKey(id)),
  });
}
