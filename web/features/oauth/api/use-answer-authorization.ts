import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

type Decision = paths['/oauth/authorize']['post']['requestBody']['content']['application/json'];

/** POST /oauth/authorize: the person's answer (allow or deny); the answer says where the browser goes. */
export function useAnswerAuthorization() {
  return useMutation({
    mutationFn: async (decision: Decision) => dataOf(await api.POST('/oauth/authorize', { body: decision })),
  });
}
