import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameListsKey } from '../../../lib/query/game-keys';

/**
 * The next game where it is my move, other than `currentId`: the first of my games the list puts
 * first (my turn, nearest deadline). Under the lists' key, so a move anywhere reads it again.
 */
export function useNextGame(currentId: string, enabled: boolean): string | null {
  const { data } = useQuery({
    queryKey: [...gameListsKey, 'next-my-turn'],
    queryFn: async () => dataOf(await api.GET('/games', { params: { query: { mine: true, myTurn: true, limit: 2 } } })),
    enabled,
  });
  return data?.items.find((g) => g.id !== currentId)?.id ?? null;
}
