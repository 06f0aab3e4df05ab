import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Tag, type TagDetail, type TagRename, type TagSummary } from '@shelfmark/contract';

/** GET /tags/all: the caller's tags with how many items carry each. */
export const getTagSummaries = withPrefix(CALL_PREFIXES.getTags, async () => apiFetch<TagSummary[]>('/tags/all'));

/** GET /tags/{id}: one of the caller's tags with its media. */
export const getTag = withPrefix(CALL_PREFIXES.getTags, async (tagID: number) => apiFetch<TagDetail>(`/tags/${tagID}`));

/**
 * POST /tags?tagValue=: a new tag, or the caller's existing tag with that value. The screens check
 * the value first (TagValueSchema) and the API checks it again, so the client carries no zod here.
 */
export async function createTag(tagValue: string): Promise<Tag> {
  return apiFetch<Tag>('/tags', { method: 'POST', query: { tagValue } });
}

/** GET /tags: the caller's tags, alphabetical (suggestions while tagging). */
export const getTags = withPrefix(CALL_PREFIXES.getTags, async () => apiFetch<Tag[]>('/tags'));

/** PATCH /tags/{id} {tagValue}: the tag under a new name; the API refuses a name the caller already uses (409). */
export async function renameTag({ tagID, tagValue }: TagRename & { tagID: number }): Promise<Tag> {
  return apiFetch<Tag>(`/tags/${tagID}`, { method: 'PATCH', json: { tagValue } });
}

/** DELETE /tags/{id}. */
export async function deleteTag(tagID: number): Promise<void> {
  await apiFetch(`/tags/${tagID}`, { method: 'DELETE' });
}
