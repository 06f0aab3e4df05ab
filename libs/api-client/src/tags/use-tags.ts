import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tagRenamed, tagsChanged } from '../cache/invalidate';
import { tagKeys } from '../cache/query-keys';
import { createTag, deleteTag, getTag, getTags, getTagSummaries, renameTag } from './tags';

export function getTagSummariesQueryOptions() {
  return queryOptions({ queryKey: tagKeys.summaries(), queryFn: getTagSummaries });
}

export function useTagSummaries() {
  return useQuery(getTagSummariesQueryOptions());
}

/** The caller's tags, for suggestions; only asked for when `enabled` (e.g. once the tag field is used). */
export function useTags({ enabled = true } = {}) {
  return useQuery({ queryKey: tagKeys.list(), queryFn: getTags, enabled });
}

export function getTagQueryOptions(tagID: number) {
  return queryOptions({ queryKey: tagKeys.item(tagID), queryFn: () => getTag(tagID) });
}

export function useTag(tagID: number) {
  return useQuery(getTagQueryOptions(tagID));
}

/** A new tag on the tags page; the variable is its value. */
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => tagsChanged(client) });
}

/** Rename a tag: the tag pages, suggestions and every entry showing it refresh. */
export function useRenameTag() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renameTag, onSuccess: () => tagRenamed(client) });
}

/** Delete Tag; the variable is the tagID. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_done, tagID) => {
      client.removeQueries({ queryKey: tagKeys.item(tagID) });
      return tagsChanged(client);
    },
  });
}
