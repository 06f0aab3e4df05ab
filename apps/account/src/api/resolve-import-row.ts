import { apiFetch } from '@shelfmark/api-client';
import { ImportRowSchema, type ImportResolution, type ImportRow } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORTS_KEY, importJobKey } from './imports-keys';

export interface RowResolution {
  jobId: number;
  rowId: number;
  resolution: ImportResolution;
}

/** POST /imports/{id}/rows/{rowId}/resolve: match, create or skip a row of the review inbox. */
export async function resolveImportRow({ jobId, rowId, resolution }: RowResolution): Promise<ImportRow> {
  return ImportRowSchema.parse(await apiFetch(`/imports/${jobId}/rows/${rowId}/resolve`, { method: 'POST', json: resolution }));
}

/** Refreshes the job's counts and rows, and the list of imports, after each decision. */
export function useResolveImportRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveImportRow,
    onSuccess: (_row, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importJobKey(jobId) }),
        queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true }),
      ]),
  });
}
