import { apiFetch } from '@shelfmark/api-client';
import {
  type ImportJob,
  type ImportResolution,
  type ImportRow,
  type ImportRowOutcome,
  type ImportRowsPage,
  type ImportRowState,
  type ImportSource,
  type ImportUndo,
} from '@shelfmark/contract';

/** How often a queued or running job is asked for again. */
export const IMPORT_POLL_MS = 1000;

/** Rows per page in the inbox and the failed and skipped lists. */
export const IMPORT_ROWS_PAGE_SIZE = 10;

export function isImportActive(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

export interface ImportUpload {
  source: ImportSource;
  file: File;
}

export interface RowResolution {
  jobId: number;
  rowId: number;
  resolution: ImportResolution;
}

/** POST /imports as multipart/form-data, source before file (the server reads them in order) -> 202 ImportJob. */
export async function createImport({ source, file }: ImportUpload): Promise<ImportJob> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', file, file.name);
  return apiFetch<ImportJob>('/imports', { method: 'POST', form });
}

/** GET /imports: the signed-in user's imports, newest first. */
export async function listImports(): Promise<ImportJob[]> {
  return apiFetch<ImportJob[]>('/imports');
}

/** GET /imports/{id}: one of the user's imports (404 when it is not theirs). */
export async function getImport(jobId: number): Promise<ImportJob> {
  return apiFetch<ImportJob>(`/imports/${jobId}`);
}

/**
 * GET /imports/{id}/rows?state=&outcome=&page=&pageSize=: one page of a job's rows in one state
 * (with state imported, `outcome` keeps only the rows matched, or only those created).
 */
export async function listImportRows(jobId: number, state: ImportRowState, page: number, outcome?: ImportRowOutcome): Promise<ImportRowsPage> {
  const query = { state, ...(outcome ? { outcome } : {}), page, pageSize: IMPORT_ROWS_PAGE_SIZE };
  return apiFetch<ImportRowsPage>(`/imports/${jobId}/rows`, { query });
}

/** POST /imports/{id}/rows/{rowId}/resolve: match, create or skip a row of the review inbox. */
export async function resolveImportRow({ jobId, rowId, resolution }: RowResolution): Promise<ImportRow> {
  return apiFetch<ImportRow>(`/imports/${jobId}/rows/${rowId}/resolve`, { method: 'POST', json: resolution });
}

/** POST /imports/{id}/undo: takes back what the import wrote, keeping what the user changed since; the job becomes undone. */
export async function undoImport(jobId: number): Promise<ImportUndo> {
  return apiFetch<ImportUndo>(`/imports/${jobId}/undo`, { method: 'POST' });
}
