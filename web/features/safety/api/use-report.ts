import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

export type NewReport = paths['/reports']['post']['requestBody']['content']['application/json'];
export type ReportReason = NewReport['reason'];
export type ReportSubject = NewReport['subject'];

/** POST /reports: a message, person, game or club to the moderators; answers the report's id. */
export function useReport() {
  return useMutation({
    mutationFn: async (report: NewReport) => dataOf(await api.POST('/reports', { body: report })),
  });
}
