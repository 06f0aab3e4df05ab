import { apiFetch } from '@shelfmark/api-client';
import { ImportRowsPageSchema, type ImportRowsPage, type ImportRowState } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importRowsKey } from './imports-keys';

/** Rows per page in the inbox and the failed and skipped lists. */
export const IMPORT_ROWS_PAGE_SIZE = 10;

/** GET /imports/{id}/rows?state=&page=&pageSize=: one page of a job's rows in one state. */
export async function listImportRows(jobId: number, state: ImportRowState, page: number): Promise<ImportRowsPage> {
  const body = await apiFetch(`/imports/${jobId}/rows`, { query: { state, page, pageSize: IMPORT_ROWS_PAGE_SIZE } });
  return ImportRowsPageSchema.parse(body);
}

export function getImportRowsQueryOptions(jobId: number, state: ImportRowState, page: number) {
  return queryOptions({
    queryKey: importRowsKey(jobId, state, page),
    queryFn: () => listImportRows(jobId, state, page),
    placeholderData: keepPreviousData,
  });
}

export function useImportRows(jobId: number, state: ImportRowState, page: number) {
  return useQuery(getImportRowsQueryOptions(jobId, state, page));
}
