import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** PUT /games/{id}/notes: my notes replaced; the answer (with its time) is what the cache holds. */
export function useSaveNotes(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      dataOf(await api.PUT('/games/{id}/notes', { params: { path: { id: gameId } }, body: { text } })),
    onSuccess: (notes) => client.setQueryData(gameKeys.notes(gameId), notes),
  });
}
