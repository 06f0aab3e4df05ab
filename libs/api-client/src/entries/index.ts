export { createEntry, deleteEntry, updateEntry } from './entries';
export { useCreateEntry, useDeleteEntry, useUpdateEntry } from './use-entries';
