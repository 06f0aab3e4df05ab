import type { ImportJob, ImportRowOutcome, ImportRowState } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importRowSettled, importUndone } from '../cache/invalidate';
import { importKeys } from '../cache/query-keys';
import { createImport, getImport, IMPORT_POLL_MS, isImportActive, listImportRows, listImports, resolveImportRow, undoImport } from './imports';

/** Whether rows changed state between two answers for a job: more processed, another status, other counts. */
function rowsMoved(before: ImportJob, after: ImportJob): boolean {
  return (
    before.processed !== after.processed ||
    before.status !== after.status ||
    (Object.keys(after.counts) as (keyof ImportJob['counts'])[]).some((name) => before.counts[name] !== after.counts[name])
  );
}

/**
 * Polls while the job is queued or running and stops once it is done, failed, waiting for
 * review or undone; React Query also stops when the last screen using it unmounts. A poll
 * that finds rows moved makes the job's row lists stale, so the inbox and the lists of
 * matched, failed and skipped rows fill while the job runs, and refetch only when they changed.
 */
export function getImportQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: importKeys.job(jobId),
    queryFn: async ({ client }) => {
      const before = client.getQueryData<ImportJob>(importKeys.job(jobId));
      const job = await getImport(jobId);
      if (before && rowsMoved(before, job)) void client.invalidateQueries({ queryKey: importKeys.rows(jobId) });
      return job;
    },
    refetchInterval: (query) => (query.state.data && isImportActive(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export function useImportJob(jobId: number) {
  return useQuery(getImportQueryOptions(jobId));
}

/** Polls, like one job's page, while any of the imports is still queued or running. */
export function getImportsQueryOptions() {
  return queryOptions({
    queryKey: importKeys.all,
    queryFn: listImports,
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? IMPORT_POLL_MS : false),
  });
}

export function useImports() {
  return useQuery(getImportsQueryOptions());
}

/** One page of a job's rows in one state (imported rows: all, or only the matched or the created ones). */
export function getImportRowsQueryOptions(jobId: number, state: ImportRowState, page: number, outcome?: ImportRowOutcome) {
  return queryOptions({
    queryKey: importKeys.rows(jobId, state, page, outcome),
    queryFn: () => listImportRows(jobId, state, page, outcome),
    placeholderData: keepPreviousData,
  });
}

export function useImportRows(jobId: number, state: ImportRowState, page: number, outcome?: ImportRowOutcome) {
  return useQuery(getImportRowsQueryOptions(jobId, state, page, outcome));
}

export function useCreateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createImport,
    onSuccess: async (job) => {
      client.setQueryData(importKeys.job(job.id), job);
      await client.invalidateQueries({ queryKey: importKeys.all, exact: true });
    },
  });
}

/** Refreshes the job's counts and rows, the list of imports, and the shelf the row was written to. */
export function useResolveImportRow() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveImportRow, onSuccess: (_row, { jobId }) => importRowSettled(client, jobId) });
}

/**
 * Undoes a whole import: the answer's job (now undone, so polling stops) replaces the cached
 * one, and everything the import wrote is refetched: Home, the shelves, tags, the catalogue.
 */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: async (result, jobId) => {
      client.setQueryData(importKeys.job(jobId), result.job);
      await importUndone(client, jobId);
    },
  });
}
