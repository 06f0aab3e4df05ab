import { apiFetch } from '@shelfmark/api-client';
import { ImportJobSchema, type ImportJob } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMPORT_POLL_MS, isImportActive } from './get-import';
import { IMPORTS_KEY } from './imports-keys';

/** GET /imports: the signed-in user's imports, newest first. */
export async function listImports(): Promise<ImportJob[]> {
  return ImportJobSchema.array().parse(await apiFetch('/imports'));
}

/** Polls, like one job's page, while any of the imports is still queued or running. */
export function getImportsQueryOptions() {
  return queryOptions({
    queryKey: IMPORTS_KEY,
    queryFn: listImports,
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? IMPORT_POLL_MS : false),
  });
}

export function useImports() {
  return useQuery(getImportsQueryOptions());
}
