import { apiFetch } from '@shelfmark/api-client';
import { ImportJobSchema, type ImportJob, type ImportSource } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORTS_KEY, importJobKey } from './imports-keys';

export interface ImportUpload {
  source: ImportSource;
  file: File;
}

/** POST /imports as multipart/form-data, source before file (the server reads them in order) -> 202 ImportJob. */
export async function createImport({ source, file }: ImportUpload): Promise<ImportJob> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', file, file.name);
  return ImportJobSchema.parse(await apiFetch('/imports', { method: 'POST', form }));
}

export function useCreateImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createImport,
    onSuccess: async (job) => {
      queryClient.setQueryData(importJobKey(job.id), job);
      await queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
  });
}
