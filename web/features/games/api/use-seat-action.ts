import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SeatName } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { lobbyKey } from '../../lobby/api/use-lobby';
import { takeGame } from './use-game';
import { gameListsKey } from '../../../lib/query/game-keys';

/** What a seat's holder, invitee or a newcomer does with it. */
export type SeatAction =
  | { action: 'join' | 'accept' | 'decline' | 'leave' | 'withdraw' | 'withdraw-offer'; seat: SeatName }
  | { action: 'offer'; seat: SeatName; to?: string };

/**
 * POST/DELETE on /games/{id}/seats/{seat}/…: take a seat, answer or withdraw an invitation, leave,
 * offer a seat to a substitute or withdraw the offer. Each answers with the game, taken into the
 * cache; my game lists and the lobby (which lists offered seats) are read again.
 */
export function useSeatAction(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: SeatAction) => dataOf(await send(gameId, a)),
    onSuccess: (game) => {
      takeGame(client, game);
      void refetchAfterWrite(client, gameListsKey, lobbyKey);
    },
  });
}

function send(id: string, a: SeatAction) {
  const params = { path: { id, seat: a.seat } };
  switch (a.action) {
    case 'withdraw':
      return api.DELETE('/games/{id}/seats/{seat}/invitation', { params });
    case 'withdraw-offer':
      return api.DELETE('/games/{id}/seats/{seat}/offer', { params });
    case 'offer':
      return api.POST('/games/{id}/seats/{seat}/offer', { params, body: a.to ? { to: a.to } : {} });
    default:
      return api.POST(`/games/{id}/seats/{seat}/${a.action}`, { params });
  }
}
