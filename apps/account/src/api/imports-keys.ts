import type { ImportRowState } from '@shelfmark/contract';

/** Query keys of the import calls: everything under IMPORTS_KEY, one job's under importJobKey. */
export const IMPORTS_KEY = ['imports'] as const;

export function importJobKey(jobId: number) {
  return [...IMPORTS_KEY, 'job', jobId] as const;
}

export function importRowsKey(jobId: number, state?: ImportRowState, page?: number) {
  return [...importJobKey(jobId), 'rows', ...(state ? [state] : []), ...(page ? [page] : [])] as const;
}
