import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Tag } from '@shelfmark/contract';
import { createTag } from '../tags/tags';
import { addToLibrary } from './add-to-library';
import { getEntryOfMedia } from './get-entry';

async function putTag(usermediaID: number, tagID: number): Promise<Tag[]> {
  return apiFetch<Tag[]>(`/usermedias/${usermediaID}/tags/${tagID}`, { method: 'PUT' });
}

/** PUT /usermedias/{usermediaID}/tags/{tagID}: answers the entry's tags; a tag already on it is a 400. */
export const putTagOnEntry = withPrefix(CALL_PREFIXES.putTagOnMedia, putTag);

/** DELETE /usermedias/{usermediaID}/tags/{tagID}. */
export async function removeTagFromEntry(usermediaID: number, tagID: number): Promise<void> {
  await apiFetch(`/usermedias/${usermediaID}/tags/${tagID}`, { method: 'DELETE' });
}

/** Creates the tag (or finds the caller's existing one with that value), then puts it on the entry. */
export const addTagByValue = withPrefix(CALL_PREFIXES.putTagOnMedia, async (usermediaID: number, tagValue: string): Promise<Tag> => {
  const tag = await createTag(tagValue);
  await putTag(usermediaID, tag.tagID);
  return tag;
});

/**
 * Puts a tag on a media item. Tags live on library entries, so an item that is not on the
 * shelf yet is added to it first. Answers whether it was added.
 */
export async function tagMedia({ mediaID, tagID }: { mediaID: number; tagID: number }): Promise<{ addedToLibrary: boolean }> {
  const existing = await getEntryOfMedia(mediaID);
  const entry = existing ?? (await addToLibrary(mediaID));
  await putTagOnEntry(entry.usermediaID, tagID);
  return { addedToLibrary: existing === null };
}
