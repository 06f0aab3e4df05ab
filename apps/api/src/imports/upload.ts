import { IMPORT_MAX_FILE_BYTES, IMPORT_SOURCES, type ImportSource, ImportSourceSchema, isUnstorableText, UNSTORABLE_TEXT_MESSAGE, withoutStrayControls } from '@shelfmark/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../errors';
import { FORMAT_PARSERS } from './formats';
import { type ParsedFile, unreadNotice } from './rows/parsed-file';

export interface ImportUpload {
  source: ImportSource;
  fileName: string;
  data: Buffer;
}

const megabytes = Math.round(IMPORT_MAX_FILE_BYTES / (1024 * 1024));
const FILE_TOO_LARGE = `The file is larger than ${megabytes} MB`;
const UNREADABLE_FORM = 'The upload is not a readable form: send multipart/form-data with a source field and one file';

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE);
    throw error;
  }
}

/**
 * A form the multipart parser cannot read (no boundary, cut short, malformed headers) is the
 * client's mistake: 400, where the parser's own error would have been a 500.
 */
function unreadableForm(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return invalid(UNREADABLE_FORM);
}

/** The `source` field and the one `file` of a multipart upload. */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  let source: string | undefined;
  let file: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'source' && typeof part.value === 'string') source = part.value.trim();
        continue;
      }
      // The file name is stored with the job: it meets the same rule as every text of a request (ADR 0029).
      if (isUnstorableText(part.filename)) throw invalid(UNSTORABLE_TEXT_MESSAGE);
      file = { fileName: withoutStrayControls(part.filename) || 'upload', data: await readFile(part) };
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  if (source === undefined || source === '') throw invalid(`Say where the file comes from: source is one of ${IMPORT_SOURCES.join(', ')}`);
  const parsed = ImportSourceSchema.safeParse(source);
  if (!parsed.success) throw invalid(`Unknown source “${source.slice(0, 40)}”: it is one of ${IMPORT_SOURCES.join(', ')}`);
  if (!file) throw invalid('Choose a file to import');
  return { source: parsed.data, ...file };
}

/** Reads the whole file by its source's rules; any problem is a 400 before anything is stored. */
export async function parseUpload(upload: ImportUpload, now = new Date()): Promise<ParsedFile> {
  const parsed = await FORMAT_PARSERS[upload.source](upload.data, now);
  if (parsed.rows.length === 0) throw invalid('The file has no rows to import');
  const notice = unreadNotice(parsed.rows);
  if (notice === null) return parsed;
  return { ...parsed, extra: { ...parsed.extra, notices: [...(parsed.extra?.notices ?? []), notice] } };
}
