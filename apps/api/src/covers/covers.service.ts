import { API_MESSAGES, coverName, CoverNameSchema, MAX_WHOLE_NUMBER, mayUploadCover, VALIDATION_MESSAGES } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { media } from '../db/schema';
import { DomainError, forbidden, invalid, notFound } from '../errors';
import { toIsbn13 } from '../media/isbn';
import { findVisibleMedia } from '../media/media-access.repository';
import type { AuthUser } from '../auth/session-tokens';

const PREFIXES = { MOVIE: 'movie', TV: 'tvshow', ALBUM: 'album', VIDEOGAME: 'videogame' } as const;

const isJpeg = (data: Buffer) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

export interface CoverUpload {
  /** The `name` field, else the file name without .jpg. */
  name: string;
  data: Buffer;
}

/** Reads the one file of a multipart upload and its optional `name` field; other fields (upload_preset, tags) are ignored. */
export async function readCoverUpload(request: FastifyRequest): Promise<CoverUpload> {
  let file: { filename: string; data: Buffer } | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
        continue;
      }
      file = { filename: part.filename, data: await readFile(part) };
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  if (!file) throw invalid(API_MESSAGES.coverMissing);
  if (!/\.jpe?g$/i.test(file.filename) || !isJpeg(file.data)) throw invalid(VALIDATION_MESSAGES.coverNotJpg);
  return { name: name || file.filename.replace(/\.jpe?g$/i, ''), data: file.data };
}

/**
 * A form the multipart parser cannot read (no boundary, cut short, malformed headers) is the
 * client's mistake: 400, where the parser's own error would have been a 500.
 */
function unreadableForm(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return invalid(API_MESSAGES.coverMissing);
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, API_MESSAGES.coverTooLarge);
    throw error;
  }
}

export interface CoverTarget {
  /** The canonical cover name. */
  name: string;
  /** Who added the item, if known. */
  addedBy: number | null;
}

/**
 * The media item a cover name belongs to, with its canonical cover name: a book's ISBN in
 * either form names the book (stored under the ISBN the book has), MOVIE12 names movie 12.
 */
export async function coverTargetFor(db: Db, viewer: AuthUser, requested: string): Promise<CoverTarget> {
  const parsed = CoverNameSchema.safeParse(requested);
  if (!parsed.success) throw invalid(VALIDATION_MESSAGES.invalidCoverName);
  const prefixed = /^(MOVIE|TV|ALBUM|VIDEOGAME)(\d+)$/.exec(parsed.data);
  let mediaId: number | undefined;
  if (prefixed) {
    mediaId = Number(prefixed[2]);
  } else {
    const [book] = await db.select({ id: media.mediaId }).from(media).where(eq(media.isbn13, toIsbn13(parsed.data) ?? ''));
    mediaId = book?.id;
  }
  const found = mediaId === undefined || mediaId > MAX_WHOLE_NUMBER ? null : await findVisibleMedia(db, mediaId, viewer);
  const expectedType = prefixed ? PREFIXES[prefixed[1] as keyof typeof PREFIXES] : 'book';
  if (!found || found.type !== expectedType) throw notFound(API_MESSAGES.coverNameMismatch);
  const name = coverName({ type: found.type, mediaID: found.mediaId, isbn: found.isbn });
  if (!name) throw notFound(API_MESSAGES.coverNameMismatch);
  return { name, addedBy: found.createdBy };
}

/** The contract's cover rule: staff set any cover, a user the first cover of an item they added. */
export function checkMayUploadCover(viewer: AuthUser, target: CoverTarget, hasCover: boolean): void {
  if (!mayUploadCover(viewer.role, { addedByUploader: target.addedBy === viewer.userId, hasCover })) throw forbidden(API_MESSAGES.coverStaffOnly);
}
