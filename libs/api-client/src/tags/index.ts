export { createTag, deleteTag, getTag, getTagSummaries } from './tags';
export { getTagQueryOptions, getTagSummariesQueryOptions, useCreateTag, useDeleteTag, useTag, useTagSummaries } from './use-tags';
