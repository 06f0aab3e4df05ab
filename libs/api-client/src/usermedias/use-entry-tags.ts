import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryTagsChanged, shelfMembershipChanged } from '../cache/invalidate';
import { addTagByValue, removeTagFromEntry, tagMedia } from './entry-tags';
import type { EntryRef } from './remove-from-library';

/** The detail page's tag field: Enter adds the typed value to the entry. */
export function useAddTagToEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, tagValue }: { entry: EntryRef; tagValue: string }) => addTagByValue(entry.usermediaID, tagValue),
    onSuccess: (_tag, { entry }) => entryTagsChanged(client, entry.mediaID),
  });
}

/** A tag chip's remove control. */
export function useRemoveTagFromEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, tagID }: { entry: EntryRef; tagID: number }) => removeTagFromEntry(entry.usermediaID, tagID),
    onSuccess: (_done, { entry }) => entryTagsChanged(client, entry.mediaID),
  });
}

/** The tag page's add-media search: tags an item, putting it on the shelf first when needed. */
export function useTagMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: tagMedia,
    onSuccess: async ({ addedToLibrary }, { mediaID }) => {
      await Promise.all([
        entryTagsChanged(client, mediaID),
        addedToLibrary ? shelfMembershipChanged(client, mediaID) : undefined,
      ]);
    },
  });
}
