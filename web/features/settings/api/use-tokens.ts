import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /tokens: my API tokens (never their secrets). */
export function useTokens({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: settingsKeys.tokens,
    queryFn: async () => dataOf(await api.GET('/tokens')).items,
    enabled,
  });
}
