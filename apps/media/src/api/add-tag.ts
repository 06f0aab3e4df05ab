import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, TagSchema, type Tag } from '@shelfmark/contract';

/** Creates the tag (or finds the caller's existing one with that value), then puts it on the entry. */
export const addTag = withPrefix(CALL_PREFIXES.putTagOnMedia, async (usermediaID: number, tagValue: string): Promise<Tag> => {
  const tag = TagSchema.parse(await apiFetch('/tags', { method: 'POST', query: { tagValue } }));
  await apiFetch(`/usermedias/${usermediaID}/tags/${tag.tagID}`, { method: 'PUT' });
  return tag;
});

export async function removeTag(usermediaID: number, tagID: number): Promise<void> {
  await apiFetch(`/usermedias/${usermediaID}/tags/${tagID}`, { method: 'DELETE' });
}
