import { IMPORT_MAX_FILE_BYTES, IMPORT_SOURCE_EXTENSIONS, type ImportSource } from '@shelfmark/contract';

/**
 * What a file is, told from its first bytes the way the server's parsers tell it: a zip starts
 * with "PK"; a NUL byte makes it neither text nor a zip (the CSV reader refuses it); text whose
 * first character is `{` or `[` is JSON; any other text is taken for CSV.
 */
export type ImportFileKind = 'zip' | 'json' | 'csv' | 'binary';

/** Enough of the file to tell its kind without reading a 20 MB export into memory. */
const SNIFF_BYTES = 4096;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

export function fileKindOf(head: Uint8Array): ImportFileKind {
  if (head[0] === 0x50 && head[1] === 0x4b) return 'zip';
  if (head.includes(0)) return 'binary';
  let at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (at < head.length && WHITESPACE.has(head[at] ?? 0)) at += 1;
  return head[at] === 0x7b || head[at] === 0x5b ? 'json' : 'csv';
}

/** The kinds of file each source's import takes, from the contract's extensions ('.zip' → zip). */
export function acceptedKinds(source: ImportSource): ImportFileKind[] {
  return IMPORT_SOURCE_EXTENSIONS[source].map((extension) => extension.slice(1) as ImportFileKind);
}

export type ImportFileProblem =
  | { problem: 'missing' }
  | { problem: 'empty' }
  | { problem: 'tooLarge' }
  | { problem: 'unreadable' }
  | { problem: 'kind'; found: ImportFileKind };

/**
 * What is wrong with a chosen file before it is sent, or null. It refuses only what the
 * server would refuse too (it reads the content, not the name, as the server does: a
 * Goodreads export renamed to .txt still imports); the server then checks the rest.
 */
export async function checkImportFile(source: ImportSource, file: Pick<File, 'size' | 'slice'> | null): Promise<ImportFileProblem | null> {
  if (!file) return { problem: 'missing' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > IMPORT_MAX_FILE_BYTES) return { problem: 'tooLarge' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    // The file was moved or deleted after it was chosen.
    return { problem: 'unreadable' };
  }
  const found = fileKindOf(head);
  return acceptedKinds(source).includes(found) ? null : { problem: 'kind', found };
}

/** The size limit in whole megabytes, for messages. */
export const IMPORT_MAX_MEGABYTES = Math.floor(IMPORT_MAX_FILE_BYTES / (1024 * 1024));
