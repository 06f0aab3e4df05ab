import { IMPORT_MAX_FILE_BYTES, type ImportSource } from '@shelfmark/contract';

/** The file each source's export comes as (the labels of IMPORT_SOURCE_LABELS say the same). */
export const IMPORT_FILE_EXTENSIONS: Record<ImportSource, string> = {
  shelfmark: '.json',
  goodreads: '.csv',
  storygraph: '.csv',
  letterboxd: '.zip',
};

export type ImportFileProblem =
  | { problem: 'missing' }
  | { problem: 'empty' }
  | { problem: 'tooLarge' }
  | { problem: 'extension'; extension: string };

/** What is wrong with a chosen file before it is sent, or null; the server checks it again. */
export function checkImportFile(source: ImportSource, file: Pick<File, 'name' | 'size'> | null): ImportFileProblem | null {
  if (!file) return { problem: 'missing' };
  const extension = IMPORT_FILE_EXTENSIONS[source];
  if (!file.name.toLowerCase().endsWith(extension)) return { problem: 'extension', extension };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > IMPORT_MAX_FILE_BYTES) return { problem: 'tooLarge' };
  return null;
}

/** The size limit in whole megabytes, for messages. */
export const IMPORT_MAX_MEGABYTES = Math.floor(IMPORT_MAX_FILE_BYTES / (1024 * 1024));
