export { createTag, deleteTag, getTag, getTags, getTagSummaries, renameTag } from './tags';
export { getTagQueryOptions, getTagSummariesQueryOptions, useCreateTag, useDeleteTag, useRenameTag, useTag, useTags, useTagSummaries } from './use-tags';
