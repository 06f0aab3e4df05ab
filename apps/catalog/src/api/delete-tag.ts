import { apiFetch } from '@shelfmark/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAGS_QUERY_KEY } from './get-tags';

export async function deleteTag(tagID: number): Promise<void> {
  await apiFetch(`/tags/${tagID}`, { method: 'DELETE' });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_result, tagID) => {
      queryClient.removeQueries({ queryKey: [...TAGS_QUERY_KEY, tagID] });
      return queryClient.invalidateQueries({ queryKey: TAGS_QUERY_KEY });
    },
  });
}
