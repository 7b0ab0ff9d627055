import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameListsKey } from '../../../lib/query/game-keys';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { takeGame } from './use-game';

/** A step of moving a running game to a newer edition of its rules. */
export type EditionStep = { step: 'propose'; edition: string } | { step: 'accept' | 'decline' };

/**
 * POST /games/{id}/edition-upgrade (propose), …/accept, …/decline: each answers with the game,
 * taken into the cache; my game lists, which show the edition, are read again.
 */
export function useEditionUpgrade(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (s: EditionStep) => dataOf(await send(gameId, s)),
    onSuccess: (game) => {
      takeGame(client, game);
      void refetchAfterWrite(client, gameListsKey);
    },
  });
}

function send(id: string, s: EditionStep) {
  const params = { path: { id } };
  if (s.step === 'propose') return api.POST('/games/{id}/edition-upgrade', { params, body: { edition: s.edition } });
  if (s.step === 'accept') return api.POST('/games/{id}/edition-upgrade/accept', { params });
  return api.POST('/games/{id}/edition-upgrade/decline', { params });
}
