import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export const rulesEditionsKey = ['rules-editions'] as const;

/** GET /rules/editions: each variant's editions of its rules, oldest first (the same while the server runs). */
export function useRulesEditions() {
  return useQuery({
    queryKey: rulesEditionsKey,
    queryFn: async () => dataOf(await api.GET('/rules/editions')),
    staleTime: Infinity,
  });
}
