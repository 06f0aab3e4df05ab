import { TagSchema, TagValueSchema } from '@shelfmark/contract';
import { apiFetch } from '@shelfmark/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAGS_QUERY_KEY } from './get-tags';

/** POST /tags?tagValue=; an existing value of the user's answers that tag. */
export async function createTag(tagValue: string) {
  const answer = await apiFetch('/tags', { method: 'POST', query: { tagValue: TagValueSchema.parse(tagValue) } });
  return TagSchema.parse(answer);
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS_QUERY_KEY }),
  });
}
