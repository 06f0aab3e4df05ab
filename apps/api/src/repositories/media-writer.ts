import { API_MESSAGES, type MediaCreate, type MediaUpdate, type SubmediaWrite } from '@shelfmark/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { creators, media, mediaCreators, mediaGenres, series, submedia, userMedia } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { toIsbn13 } from '../services/isbn';
import { sortKey } from '../services/sort-keys';
import { linkUserSubmedia } from './user-submedia-links';

type MediaFields = MediaUpdate & Pick<MediaCreate, 'isbn'>;

/** The first creator's last name, checking that every creator exists. */
async function firstCreatorLast(db: Db, creatorIds: number[]): Promise<string> {
  if (creatorIds.length === 0) return '';
  const found = await db.select({ creatorId: creators.creatorId, last: creators.last }).from(creators).where(inArray(creators.creatorId, creatorIds));
  if (found.length !== creatorIds.length) throw notFound(API_MESSAGES.creatorNotFound);
  return found.find((creator) => creator.creatorId === creatorIds[0])?.last ?? '';
}

async function checkReferences(db: Db, fields: MediaFields, creatorIds: number[]): Promise<string> {
  if (fields.isbn && fields.type !== 'book') throw invalid(API_MESSAGES.isbnOnlyForBooks);
  const numbers = fields.submedia?.map((item) => item.overallnum) ?? [];
  if (new Set(numbers).size !== numbers.length) throw invalid(API_MESSAGES.duplicateSubmediaNumber);
  if (fields.seriesID) {
    const [found] = await db.select({ id: series.seriesId }).from(series).where(eq(series.seriesId, fields.seriesID));
    if (!found) throw notFound(API_MESSAGES.seriesNotFound);
  }
  return firstCreatorLast(db, creatorIds);
}

function columnsOf(fields: MediaFields, firstLast: string) {
  return {
    type: fields.type,
    title: fields.title,
    description: fields.description ?? null,
    publication: fields.publication ?? null,
    numPages: fields.numPages ?? null,
    numEpisodes: fields.numEpisodes ?? null,
    seasons: fields.seasons ?? null,
    startyear: fields.startyear ?? null,
    endyear: fields.endyear ?? null,
    parentguide: fields.parentguide ?? null,
    seriesId: fields.seriesID ?? null,
    seriesNum: fields.seriesNum ?? null,
    restricted: fields.restricted,
    sortCreator: sortKey(firstLast),
    sortTitle: sortKey(fields.title),
  };
}

async function replaceLinks(db: Db, mediaId: number, creatorIds: number[], genreIds: number[]): Promise<void> {
  await db.delete(mediaCreators).where(eq(mediaCreators.mediaId, mediaId));
  await db.delete(mediaGenres).where(eq(mediaGenres.mediaId, mediaId));
  if (creatorIds.length > 0) await db.insert(mediaCreators).values(creatorIds.map((creatorId, position) => ({ mediaId, creatorId, position })));
  if (genreIds.length > 0) await db.insert(mediaGenres).values(genreIds.map((genreId) => ({ mediaId, genreId })));
}

/**
 * Makes the item's songs or episodes the given list, matched by number so that library
 * entries keep their favourites; every library entry of the item gets the new ones.
 */
async function syncSubmedia(db: Db, mediaId: number, items: SubmediaWrite[]): Promise<void> {
  const numbers = items.map((item) => item.overallnum);
  await db
    .delete(submedia)
    .where(and(eq(submedia.mediaId, mediaId), numbers.length > 0 ? notInArray(submedia.overallnum, numbers) : undefined));
  if (items.length === 0) return;
  await db
    .insert(submedia)
    .values(items.map((item) => ({ mediaId, ...item })))
    .onConflictDoUpdate({ target: [submedia.mediaId, submedia.overallnum], set: { title: sql`excluded.title` } });
  await linkUserSubmedia(db, eq(userMedia.mediaId, mediaId));
}

async function checkIsbnFree(db: Db, isbn13: string | null): Promise<void> {
  if (!isbn13) return;
  const [taken] = await db.select({ id: media.mediaId }).from(media).where(eq(media.isbn13, isbn13));
  if (taken) throw conflict(API_MESSAGES.isbnTaken);
}

export async function insertMedia(db: Db, fields: MediaCreate): Promise<number> {
  const creatorIds = [...new Set(fields.creators)];
  const firstLast = await checkReferences(db, fields, creatorIds);
  const isbn13 = fields.isbn ? toIsbn13(fields.isbn) : null;
  await checkIsbnFree(db, isbn13);
  const [created] = await db
    .insert(media)
    .values({ ...columnsOf(fields, firstLast), isbn: fields.isbn ?? null, isbn13 })
    .returning({ mediaId: media.mediaId });
  if (!created) throw new Error('media not created');
  await replaceLinks(db, created.mediaId, creatorIds, [...new Set(fields.genreIDs)]);
  if (fields.submedia) await syncSubmedia(db, created.mediaId, fields.submedia);
  return created.mediaId;
}

/** Replaces the item's fields (isbn excepted) and keeps the library entries' copies in step. */
export async function updateMedia(db: Db, mediaId: number, fields: MediaUpdate): Promise<void> {
  const creatorIds = [...new Set(fields.creators)];
  const firstLast = await checkReferences(db, fields, creatorIds);
  const columns = columnsOf(fields, firstLast);
  await db.update(media).set(columns).where(eq(media.mediaId, mediaId));
  await replaceLinks(db, mediaId, creatorIds, [...new Set(fields.genreIDs)]);
  if (fields.submedia) await syncSubmedia(db, mediaId, fields.submedia);
  await db
    .update(userMedia)
    .set({ mediaType: columns.type, sortCreator: columns.sortCreator, sortTitle: columns.sortTitle })
    .where(eq(userMedia.mediaId, mediaId));
}
