import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { creators, entries, episodeLengths, externalIds, media, mediaCreators, mediaGenres, readings, series, submedia, submediaWatches, tags, userMedia, usermediaTags, userSubmedia } from '../../db/schema';
import type { ArchiveEntry, ArchiveMedia, ArchiveSubmedia } from '../rows/archive-format';

/** Records read per query while exporting: memory stays flat whatever the library's size. */
const EXPORT_BATCH = 250;

function group<Row, Item>(rows: Row[], keyOf: (row: Row) => number, pick: (row: Row) => Item): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key) ?? [];
    list.push(pick(row));
    groups.set(key, list);
  }
  return groups;
}

export async function archiveMedia(db: Db, ids: number[]): Promise<ArchiveMedia[]> {
  const [rows, creatorRows, genreRows, submediaRows, lengthRows, mediaIdRows, episodeIdRows] = await Promise.all([
    db
      .select({ item: media, seriesName: series.name, seriesDescription: series.description })
      .from(media)
      .leftJoin(series, eq(series.seriesId, media.seriesId))
      .where(inArray(media.mediaId, ids))
      .orderBy(asc(media.mediaId)),
    db
      .select({ mediaId: mediaCreators.mediaId, name: creators.name, first: creators.first, last: creators.last, description: creators.description })
      .from(mediaCreators)
      .innerJoin(creators, eq(creators.creatorId, mediaCreators.creatorId))
      .where(inArray(mediaCreators.mediaId, ids))
      .orderBy(asc(mediaCreators.mediaId), asc(mediaCreators.position)),
    db.select().from(mediaGenres).where(inArray(mediaGenres.mediaId, ids)).orderBy(asc(mediaGenres.genreId)),
    db.select().from(submedia).where(inArray(submedia.mediaId, ids)).orderBy(asc(submedia.overallnum)),
    db.select().from(episodeLengths).where(inArray(episodeLengths.mediaId, ids)),
    db.select().from(externalIds).where(inArray(externalIds.mediaId, ids)).orderBy(asc(externalIds.source)),
    db
      .select({ submediaId: externalIds.submediaId, source: externalIds.source, externalId: externalIds.externalId })
      .from(externalIds)
      .innerJoin(submedia, eq(submedia.submediaId, externalIds.submediaId))
      .where(inArray(submedia.mediaId, ids))
      .orderBy(asc(externalIds.source)),
  ]);
  const creatorsOf = group(creatorRows, (row) => row.mediaId, ({ mediaId: _mediaId, ...creator }) => creator);
  const genresOf = group(genreRows, (row) => row.mediaId, (row) => row.genreId);
  const lengthOf = new Map(lengthRows.map((row) => [row.mediaId, row.minutes]));
  const idsOf = group(mediaIdRows, (row) => row.mediaId ?? 0, (row) => [row.source, row.externalId] as const);
  const episodeIdsOf = group(episodeIdRows, (row) => row.submediaId ?? 0, (row) => [row.source, row.externalId] as const);
  // Only what is known is written: an archive of songs and episodes without these reads as version 1 wrote it.
  const submediaOf = group(submediaRows, (row) => row.mediaId, (row): ArchiveSubmedia => {
    const ids = episodeIdsOf.get(row.submediaId);
    return {
      overallnum: row.overallnum,
      title: row.title,
      ...(row.season === null ? {} : { season: row.season }),
      ...(row.episode === null ? {} : { episode: row.episode }),
      ...(row.airDate === null ? {} : { airDate: row.airDate }),
      ...(row.runtime === null ? {} : { runtime: row.runtime }),
      ...(ids ? { externalIds: Object.fromEntries(ids) } : {}),
    };
  });
  return rows.map(({ item, seriesName, seriesDescription }) => ({
    mediaID: item.mediaId,
    type: item.type,
    title: item.title,
    description: item.description,
    isbn: item.isbn,
    publication: item.publication,
    numPages: item.numPages,
    numEpisodes: item.numEpisodes,
    seasons: item.seasons,
    startyear: item.startyear,
    endyear: item.endyear,
    parentguide: item.parentguide,
    restricted: item.restricted,
    series: seriesName === null ? null : { name: seriesName, description: seriesDescription },
    seriesNum: item.seriesNum,
    creators: creatorsOf.get(item.mediaId) ?? [],
    genreIDs: genresOf.get(item.mediaId) ?? [],
    submedia: submediaOf.get(item.mediaId) ?? [],
    ...(item.publicationPrecision === 'day' ? {} : { publicationPrecision: item.publicationPrecision }),
    ...(lengthOf.has(item.mediaId) ? { episodeLength: lengthOf.get(item.mediaId) } : {}),
    ...(idsOf.has(item.mediaId) ? { externalIds: Object.fromEntries(idsOf.get(item.mediaId) ?? []) } : {}),
  }));
}

export type EntryRow = typeof userMedia.$inferSelect;

export async function archiveEntries(db: Db, rows: EntryRow[]): Promise<ArchiveEntry[]> {
  const ids = rows.map((row) => row.usermediaId);
  const [readingRows, journalRows, tagRows, favouriteRows, watchRows] = await Promise.all([
    db.select().from(readings).where(inArray(readings.usermediaId, ids)).orderBy(asc(readings.dateStarted), asc(readings.readingId)),
    db.select().from(entries).where(inArray(entries.usermediaId, ids)).orderBy(asc(entries.time), asc(entries.entryId)),
    db
      .select({ usermediaId: usermediaTags.usermediaId, value: tags.value })
      .from(usermediaTags)
      .innerJoin(tags, eq(tags.tagId, usermediaTags.tagId))
      .where(inArray(usermediaTags.usermediaId, ids))
      .orderBy(sql`lower(${tags.value})`),
    db
      .select({ usermediaId: userSubmedia.usermediaId, overallnum: submedia.overallnum })
      .from(userSubmedia)
      .innerJoin(submedia, eq(submedia.submediaId, userSubmedia.submediaId))
      .where(and(inArray(userSubmedia.usermediaId, ids), eq(userSubmedia.favorited, true)))
      .orderBy(asc(submedia.overallnum)),
    db
      .select({ usermediaId: submediaWatches.usermediaId, readingId: submediaWatches.readingId, overallnum: submedia.overallnum, watchedAt: submediaWatches.watchedAt })
      .from(submediaWatches)
      .innerJoin(submedia, eq(submedia.submediaId, submediaWatches.submediaId))
      .where(inArray(submediaWatches.usermediaId, ids))
      .orderBy(asc(submediaWatches.watchedAt), asc(submedia.overallnum), asc(submediaWatches.watchId)),
  ]);
  const readingsOf = group(readingRows, (row) => row.usermediaId, (row) => row);
  const journalOf = group(journalRows, (row) => row.usermediaId, (row) => row);
  const tagsOf = group(tagRows, (row) => row.usermediaId, (row) => row.value);
  const favouritesOf = group(favouriteRows, (row) => row.usermediaId, (row) => row.overallnum);
  const watchesOf = group(watchRows, (row) => row.usermediaId, (row) => row);
  return rows.map((row) => {
    const ownReadings = readingsOf.get(row.usermediaId) ?? [];
    const position = new Map(ownReadings.map((reading, index) => [reading.readingId, index + 1]));
    return {
      mediaID: row.mediaId,
      status: row.status,
      rating: row.rating,
      review: row.review,
      favorited: row.favorited,
      progress: row.progress,
      addedAt: row.createdAt.toISOString(),
      readings: ownReadings.map((reading) => ({
        dateStarted: reading.dateStarted.toISOString(),
        dateFinished: reading.dateFinished?.toISOString() ?? null,
        status: reading.status,
        // Only partial dates say so: a full date is the default, and older servers ignore the field.
        ...(reading.startedPrecision === 'day' ? {} : { dateStartedPrecision: reading.startedPrecision }),
        ...(reading.finishedPrecision === 'day' || reading.dateFinished === null ? {} : { dateFinishedPrecision: reading.finishedPrecision }),
        ...(reading.estimated ? { estimated: true } : {}),
      })),
      entries: (journalOf.get(row.usermediaId) ?? []).map((entry) => ({
        title: entry.title,
        body: entry.body,
        time: entry.time.toISOString(),
        page: entry.page,
        reading: entry.readingId === null ? null : (position.get(entry.readingId) ?? null),
      })),
      tags: tagsOf.get(row.usermediaId) ?? [],
      favoriteSubmedia: favouritesOf.get(row.usermediaId) ?? [],
      ...(watchesOf.has(row.usermediaId)
        ? {
            watches: (watchesOf.get(row.usermediaId) ?? []).map((watch) => ({
              overallnum: watch.overallnum,
              reading: position.get(watch.readingId) ?? 1,
              watchedAt: watch.watchedAt.toISOString(),
            })),
          }
        : {}),
    };
  });
}

/** Library entries of a user in batches, oldest first (keyset paging, no offset). */
export async function* entryBatches(db: Db, userId: number): AsyncGenerator<EntryRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(userMedia)
      .where(and(eq(userMedia.userId, userId), gt(userMedia.usermediaId, after)))
      .orderBy(asc(userMedia.usermediaId))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.usermediaId ?? after;
  }
}

