export {
  createImport,
  getImport,
  IMPORT_POLL_MS,
  IMPORT_ROWS_PAGE_SIZE,
  isImportActive,
  listImportRows,
  listImports,
  resolveImportRow,
  undoImport,
} from './imports';
export type { ImportUpload, RowResolution } from './imports';
export {
  getImportQueryOptions,
  getImportRowsQueryOptions,
  getImportsQueryOptions,
  useCreateImport,
  useImportJob,
  useImportRows,
  useImports,
  useResolveImportRow,
  useUndoImport,
} from './use-imports';
