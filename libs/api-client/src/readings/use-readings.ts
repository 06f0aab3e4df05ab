import type { ReadingCreate, ReadingUpdate } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { addReading, deleteReading, updateReading } from './readings';

/** The item whose entry holds the reading, so its views refresh. */
interface OfMedia {
  mediaID: number;
  readingID: number;
}

export function useUpdateReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ readingID, dates }: OfMedia & { dates: ReadingUpdate }) => updateReading(readingID, dates),
    onSuccess: (_reading, { mediaID }) => entryChanged(client, mediaID),
  });
}

export function useDeleteReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ readingID }: OfMedia) => deleteReading(readingID),
    onSuccess: (_done, { mediaID }) => entryChanged(client, mediaID),
  });
}

export function useAddReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ usermediaID, reading }: { mediaID: number; usermediaID: number; reading: ReadingCreate }) => addReading(usermediaID, reading),
    onSuccess: (_reading, { mediaID }) => entryChanged(client, mediaID),
  });
}
