import type { EntryCreate, EntryUpdate } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import type { EntryRef } from '../usermedias/remove-from-library';
import { createEntry, deleteEntry, updateEntry } from './entries';

/** A new journal entry on a library entry. */
export function useCreateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, body }: { entry: EntryRef; body: EntryCreate }) => createEntry(entry.usermediaID, body),
    onSuccess: (_created, { entry }) => entryChanged(client, entry.mediaID),
  });
}

export function useUpdateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryID, body }: { mediaID: number; entryID: number; body: EntryUpdate }) => updateEntry(entryID, body),
    onSuccess: (_updated, { mediaID }) => entryChanged(client, mediaID),
  });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryID }: { mediaID: number; entryID: number }) => deleteEntry(entryID),
    onSuccess: (_done, { mediaID }) => entryChanged(client, mediaID),
  });
}
