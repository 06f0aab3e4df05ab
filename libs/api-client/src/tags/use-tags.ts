import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tagsChanged } from '../cache/invalidate';
import { tagKeys } from '../cache/query-keys';
import { createTag, deleteTag, getTag, getTagSummaries } from './tags';

export function getTagSummariesQueryOptions() {
  return queryOptions({ queryKey: tagKeys.summaries(), queryFn: getTagSummaries });
}

export function useTagSummaries() {
  return useQuery(getTagSummariesQueryOptions());
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
