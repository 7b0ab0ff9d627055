import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /oauth/authorizations: the apps I let act for me, with their scopes. */
export function useAuthorizations() {
  return useQuery({
    queryKey: settingsKeys.authorizations,
    queryFn: async () => dataOf(await api.GET('/oauth/authorizations')).items,
  });
}
