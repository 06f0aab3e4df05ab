import { apiFetch } from '@shelfmark/api-client';
import type { DemoCatalogueLoaded } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaRecordChanged } from '../cache/invalidate';

/** POST /medias/catalog/demo (admin): the demo catalogue into an empty catalogue; 409 when it holds media. */
export async function loadDemoCatalogue(): Promise<DemoCatalogueLoaded> {
  return apiFetch<DemoCatalogueLoaded>('/medias/catalog/demo', { method: 'POST' });
}

/** Loads the demo catalogue; every view of media records is stale afterwards. */
export function useLoadDemoCatalogue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: loadDemoCatalogue, onSuccess: () => mediaRecordChanged(client) });
}
