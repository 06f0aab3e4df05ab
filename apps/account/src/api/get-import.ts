import { apiFetch } from '@shelfmark/api-client';
import { ImportJobSchema, type ImportJob } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importJobKey } from './imports-keys';

/** How often a queued or running job is asked for again. */
export const IMPORT_POLL_MS = 1000;

export function isImportActive(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** GET /imports/{id}: one of the user's imports (404 when it is not theirs). */
export async function getImport(jobId: number): Promise<ImportJob> {
  return ImportJobSchema.parse(await apiFetch(`/imports/${jobId}`));
}

/**
 * Polls while the job is queued or running and stops once it is done, failed or waiting
 * for review; React Query also stops when the last screen using it unmounts.
 */
export function getImportQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: importJobKey(jobId),
    queryFn: () => getImport(jobId),
    refetchInterval: (query) => (query.state.data && isImportActive(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export function useImportJob(jobId: number) {
  return useQuery(getImportQueryOptions(jobId));
}
