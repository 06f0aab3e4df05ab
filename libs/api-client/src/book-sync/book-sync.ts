import { apiFetch } from '@shelfmark/api-client';
import type {
  AudiobookshelfCreate,
  AudiobookshelfItem,
  CreatedAudiobookshelf,
  CreatedKoreader,
  KoreaderCreate,
  KoreaderDocument,
} from '@shelfmark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The calls of the KOReader and Audiobookshelf sections, with their own cache keys. */
export const bookSyncKeys = {
  documents: ['integrations', 'koreader', 'documents'] as const,
  items: ['integrations', 'audiobookshelf', 'items'] as const,
};

export const createKoreader = (body: KoreaderCreate) => apiFetch<CreatedKoreader>('/integrations/koreader', { method: 'POST', json: body });
export const createAudiobookshelf = (body: AudiobookshelfCreate) => apiFetch<CreatedAudiobookshelf>('/integrations/audiobookshelf', { method: 'POST', json: body });

export const useKoreaderDocuments = (enabled: boolean) =>
  useQuery({ queryKey: bookSyncKeys.documents, queryFn: () => apiFetch<KoreaderDocument[]>('/integrations/koreader/documents'), enabled });
export const useAudiobookshelfItems = (enabled: boolean) =>
  useQuery({ queryKey: bookSyncKeys.items, queryFn: () => apiFetch<AudiobookshelfItem[]>('/integrations/audiobookshelf/items'), enabled });

/** Link, Mark Done and Skip of one inbox row; the list is read again after each. */
export function useInboxActions(kind: 'koreader' | 'audiobookshelf') {
  const client = useQueryClient();
  const base = kind === 'koreader' ? '/integrations/koreader/documents' : '/integrations/audiobookshelf/items';
  const onSuccess = () => client.invalidateQueries({ queryKey: kind === 'koreader' ? bookSyncKeys.documents : bookSyncKeys.items });
  const link = useMutation({ mutationFn: ({ id, mediaID }: { id: number; mediaID: number }) => apiFetch(`${base}/${id}/link`, { method: 'PUT', json: { mediaID } }), onSuccess });
  const done = useMutation({ mutationFn: (id: number) => apiFetch(`${base}/${id}/done`, { method: 'POST' }), onSuccess });
  const skip = useMutation({ mutationFn: (id: number) => apiFetch(`${base}/${id}/skip`, { method: 'POST' }), onSuccess });
  return { link, done, skip };
}
