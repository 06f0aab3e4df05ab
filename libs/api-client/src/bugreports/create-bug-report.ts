import { apiFetch } from '@shelfmark/api-client';
import { type BugReport, type BugReportRecord } from '@shelfmark/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /bugreports: the server stores the report and mails it with the user id from the token. */
export async function createBugReport(report: BugReport): Promise<BugReportRecord> {
  return apiFetch<BugReportRecord>('/bugreports', { method: 'POST', json: report });
}

export function useCreateBugReport() {
  return useMutation({ mutationFn: createBugReport });
}
