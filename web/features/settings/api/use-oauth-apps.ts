import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /oauth/apps: the OAuth apps I registered. */
export function useOAuthApps() {
  return useQuery({
    queryKey: settingsKeys.oauthApps,
    queryFn: async () => dataOf(await api.GET('/oauth/apps')).items,
  });
}
