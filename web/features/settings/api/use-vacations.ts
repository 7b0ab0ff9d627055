import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /me/vacations: days left per year and the vacations taken. */
export function useVacations() {
  return useQuery({
    queryKey: settingsKeys.vacations,
    queryFn: async () => dataOf(await api.GET('/me/vacations')),
  });
}
