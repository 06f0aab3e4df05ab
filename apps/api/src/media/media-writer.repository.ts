import { API_MESSAGES, STATS_MESSAGES, creatorSortKey, type MediaCreate, type MediaType, type MediaUpdate, readDateValue, sortKey, type SubmediaWrite } from '@shelfmark/contract';
import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { creators, episodeLengths, media, mediaCreators, mediaGenres, series, submedia, userMedia } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { toIsbn13 } from './isbn';
import { writeEpisodeExternalIds, writeMediaExternalIds } from './external-ids.repository';
import { linkUserSubmedia } from './user-submedia-links.repository';

/** The creator sort key of the contract's rule (first creator's last name), checking that every creator exists. */
async function creatorKeyOf(db: Db, creatorIds: number[]): Promise<string> {
  if (creatorIds.length === 0) return creatorSortKey([]);
  const found = await db
    .select({ creatorId: creators.creatorId, name: creators.name, last: creators.last })
    .from(creators)
    .where(inArray(creators.creatorId, creatorIds));
  if (found.length !== creatorIds.length) throw notFound(API_MESSAGES.creatorNotFound);
  return creatorSortKey(found.filter((creator) => creator.creatorId === creatorIds[0]));
}

/** Checks what the given fields refer to (series, song numbers); both create and update. */
async function checkReferences(db: Db, fields: MediaUpdate): Promise<void> {
  const numbers = fields.submedia?.map((item) => item.overallnum) ?? [];
  if (new Set(numbers).size !== numbers.length) throw invalid(API_MESSAGES.duplicateSubmediaNumber);
  if (fields.seriesID) {
    const [found] = await db.select({ id: series.seriesId }).from(series).where(eq(series.seriesId, fields.seriesID));
    if (!found) throw notFound(API_MESSAGES.seriesNotFound);
  }
}

/** The columns of the fields that are given (a PATCH leaves the others as they are). */
function columnsOf(fields: MediaUpdate) {
  const given = <T>(value: T | null | undefined) => (value === undefined ? undefined : (value ?? null));
  return {
    title: fields.title,
    description: given(fields.description),
    ...publicationColumns(fields.publication),
    numPages: given(fields.numPages),
    numEpisodes: given(fields.numEpisodes),
    seasons: given(fields.seasons),
    startyear: given(fields.startyear),
    endyear: given(fields.endyear),
    parentguide: given(fields.parentguide),
    seriesId: given(fields.seriesID),
    seriesNum: given(fields.seriesNum),
    restricted: fields.restricted,
  };
}

/** A release date is stored as its first day, with how much of it was given ("1813": the year). */
function publicationColumns(publication: string | null | undefined) {
  if (publication === undefined) return {};
  const dated = publication === null ? null : readDateValue(publication);
  if (!dated) return { publication: null, publicationPrecision: 'day' as const };
  return { publication: dated.iso.slice(0, 10), publicationPrecision: dated.precision };
}

async function replaceCreators(db: Db, mediaId: number, creatorIds: number[]): Promise<void> {
  await db.delete(mediaCreators).where(eq(mediaCreators.mediaId, mediaId));
  if (creatorIds.length > 0) await db.insert(mediaCreators).values(creatorIds.map((creatorId, position) => ({ mediaId, creatorId, position })));
}

async function replaceGenres(db: Db, mediaId: number, genreIds: number[]): Promise<void> {
  await db.delete(mediaGenres).where(eq(mediaGenres.mediaId, mediaId));
  if (genreIds.length > 0) await db.insert(mediaGenres).values(genreIds.map((genreId) => ({ mediaId, genreId })));
}

/**
 * Makes the item's songs or episodes the given list, matched by number so that library
 * entries keep their favourites and watches; every library entry of the item gets the new ones.
 */
async function syncSubmedia(db: Db, mediaId: number, items: SubmediaWrite[]): Promise<void> {
  const numbers = items.map((item) => item.overallnum);
  await db
    .delete(submedia)
    .where(and(eq(submedia.mediaId, mediaId), numbers.length > 0 ? notInArray(submedia.overallnum, numbers) : undefined));
  // Whoever has the item on their shelf sees new episodes in answers cached for their shelf (Continue watching).
  await db.execute(sql`select shelf_versions_bump(array(select ${userMedia.userId} from ${userMedia} where ${userMedia.mediaId} = ${mediaId}))`);
  if (items.length === 0) return;
  await db
    .insert(submedia)
    .values(
      items.map((item) => ({
        mediaId,
        title: item.title,
        overallnum: item.overallnum,
        season: item.season ?? null,
        episode: item.episode ?? null,
        airDate: item.airDate ?? null,
        runtime: item.runtime ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [submedia.mediaId, submedia.overallnum],
      set: { title: sql`excluded.title`, season: sql`excluded.season`, episode: sql`excluded.episode`, airDate: sql`excluded.air_date`, runtime: sql`excluded.runtime` },
    });
  await writeEpisodeExternalIds(db, mediaId, new Map(items.flatMap((item) => (item.externalIds ? [[item.overallnum, item.externalIds] as const] : []))));
  await linkUserSubmedia(db, eq(userMedia.mediaId, mediaId));
}

/** A TV show's episode length (ADR 0020): given, it is set, or removed with null; other types have none. */
async function writeEpisodeLength(db: Db, mediaId: number, type: MediaType, minutes: number | null | undefined): Promise<void> {
  if (minutes === undefined) return;
  if (minutes !== null && type !== 'tvshow') throw invalid(STATS_MESSAGES.episodeLengthOnlyForTv);
  if (minutes === null) {
    await db.delete(episodeLengths).where(eq(episodeLengths.mediaId, mediaId));
    return;
  }
  await db.insert(episodeLengths).values({ mediaId, minutes }).onConflictDoUpdate({ target: episodeLengths.mediaId, set: { minutes } });
}

async function checkIsbnFree(db: Db, isbn13: string | null): Promise<void> {
  if (!isbn13) return;
  const [taken] = await db.select({ id: media.mediaId }).from(media).where(eq(media.isbn13, isbn13));
  if (taken) throw conflict(API_MESSAGES.isbnTaken);
}

/** Adds a media item; addedBy is the account that added it (shown to librarians and admins). */
export async function insertMedia(db: Db, fields: MediaCreate, addedBy: number | null = null): Promise<number> {
  if (fields.isbn && fields.type !== 'book') throw invalid(API_MESSAGES.isbnOnlyForBooks);
  if (fields.episodeLength != null && fields.type !== 'tvshow') throw invalid(STATS_MESSAGES.episodeLengthOnlyForTv);
  const creatorIds = [...new Set(fields.creators)];
  await checkReferences(db, fields);
  const sortCreator = await creatorKeyOf(db, creatorIds);
  const isbn13 = fields.isbn ? toIsbn13(fields.isbn) : null;
  await checkIsbnFree(db, isbn13);
  const [created] = await db
    .insert(media)
    .values({
      ...columnsOf(fields),
      type: fields.type,
      title: fields.title,
      restricted: fields.restricted,
      isbn: fields.isbn ?? null,
      isbn13,
      sortCreator,
      sortTitle: sortKey(fields.title),
      createdBy: addedBy,
    })
    .returning({ mediaId: media.mediaId });
  if (!created) throw new Error('media not created');
  await replaceCreators(db, created.mediaId, creatorIds);
  await replaceGenres(db, created.mediaId, [...new Set(fields.genreIDs)]);
  // The record's own ids first: a second record of a show is refused naming the show's id, not an episode's.
  if (fields.externalIds) await writeMediaExternalIds(db, created.mediaId, fields.externalIds);
  if (fields.submedia) await syncSubmedia(db, created.mediaId, fields.submedia);
  await writeEpisodeLength(db, created.mediaId, fields.type, fields.episodeLength);
  return created.mediaId;
}

/** type and isbn are the item's for good: a PATCH may repeat them, not change them. */
function checkUnchangeable(current: { type: MediaType; isbn13: string | null }, fields: MediaUpdate): void {
  if (fields.type !== undefined && fields.type !== current.type) throw invalid(API_MESSAGES.typeCannotChange);
  if (fields.isbn === undefined) return;
  if (fields.isbn !== null && current.type !== 'book') throw invalid(API_MESSAGES.isbnOnlyForBooks);
  if ((fields.isbn === null ? null : toIsbn13(fields.isbn)) !== current.isbn13) throw invalid(API_MESSAGES.isbnCannotChange);
}

/**
 * Changes the fields that are given and leaves the others; the library entries' copies of the
 * sort keys follow a new title or first creator.
 */
export async function updateMedia(db: Db, mediaId: number, fields: MediaUpdate): Promise<void> {
  const [current] = await db
    .select({ type: media.type, isbn13: media.isbn13, title: media.title, sortCreator: media.sortCreator })
    .from(media)
    .where(eq(media.mediaId, mediaId))
    .for('update');
  if (!current) throw notFound(API_MESSAGES.mediaNotFound);
  checkUnchangeable(current, fields);
  if (fields.episodeLength != null && current.type !== 'tvshow') throw invalid(STATS_MESSAGES.episodeLengthOnlyForTv);
  await checkReferences(db, fields);
  const creatorIds = fields.creators && [...new Set(fields.creators)];
  const sortCreator = creatorIds ? await creatorKeyOf(db, creatorIds) : current.sortCreator;
  const sortTitle = sortKey(fields.title ?? current.title);
  await db
    .update(media)
    .set({ ...columnsOf(fields), sortCreator, sortTitle })
    .where(eq(media.mediaId, mediaId));
  if (creatorIds) await replaceCreators(db, mediaId, creatorIds);
  if (fields.genreIDs) await replaceGenres(db, mediaId, [...new Set(fields.genreIDs)]);
  if (fields.externalIds) await writeMediaExternalIds(db, mediaId, fields.externalIds);
  if (fields.submedia) await syncSubmedia(db, mediaId, fields.submedia);
  await writeEpisodeLength(db, mediaId, current.type, fields.episodeLength);
  await db
    .update(userMedia)
    .set({ sortCreator, sortTitle })
    .where(and(eq(userMedia.mediaId, mediaId), or(ne(userMedia.sortCreator, sortCreator), ne(userMedia.sortTitle, sortTitle))));
}
