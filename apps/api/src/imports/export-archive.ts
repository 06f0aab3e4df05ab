import { statusLabel } from '@shelfmark/contract';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { creators, entries, media, mediaCreators, mediaGenres, readings, recommendations, series, submedia, tags, userMedia, usermediaTags, userSubmedia } from '../db/schema';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveEntry, type ArchiveMedia, type ArchiveRecommendation } from './archive-format';

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

async function archiveMedia(db: Db, ids: number[]): Promise<ArchiveMedia[]> {
  const [rows, creatorRows, genreRows, submediaRows] = await Promise.all([
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
  ]);
  const creatorsOf = group(creatorRows, (row) => row.mediaId, ({ mediaId: _mediaId, ...creator }) => creator);
  const genresOf = group(genreRows, (row) => row.mediaId, (row) => row.genreId);
  const submediaOf = group(submediaRows, (row) => row.mediaId, (row) => ({ overallnum: row.overallnum, title: row.title }));
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
  }));
}

type EntryRow = typeof userMedia.$inferSelect;

async function archiveEntries(db: Db, rows: EntryRow[]): Promise<ArchiveEntry[]> {
  const ids = rows.map((row) => row.usermediaId);
  const [readingRows, journalRows, tagRows, favouriteRows] = await Promise.all([
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
  ]);
  const readingsOf = group(readingRows, (row) => row.usermediaId, (row) => row);
  const journalOf = group(journalRows, (row) => row.usermediaId, (row) => row);
  const tagsOf = group(tagRows, (row) => row.usermediaId, (row) => row.value);
  const favouritesOf = group(favouriteRows, (row) => row.usermediaId, (row) => row.overallnum);
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
    };
  });
}

/** Library entries of a user in batches, oldest first (keyset paging, no offset). */
async function* entryBatches(db: Db, userId: number): AsyncGenerator<EntryRow[]> {
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

async function* referencedMediaBatches(db: Db, userId: number): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from (
        select media_id as id from user_media where user_id = ${userId}
        union select media_a from recommendations where user_id = ${userId}
        union select media_b from recommendations where user_id = ${userId}) referenced
      where id > ${after} order by id limit ${EXPORT_BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => Number(row.id));
    after = Number(rows.at(-1)?.id ?? after);
  }
}

async function* recommendationBatches(db: Db, userId: number): AsyncGenerator<ArchiveRecommendation[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(recommendations)
      .where(and(eq(recommendations.userId, userId), gt(recommendations.recommendationId, after)))
      .orderBy(asc(recommendations.recommendationId))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ mediaA: row.mediaA, mediaB: row.mediaB, note: row.note }));
    after = rows.at(-1)?.recommendationId ?? after;
  }
}

/** Writes a JSON array's items one per line, as they come. */
async function* arrayItems<Item>(batches: AsyncGenerator<Item[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${batch.map((item) => JSON.stringify(item)).join(',\n')}`;
    first = false;
  }
}

async function* mapBatches<In, Out>(batches: AsyncGenerator<In[]>, load: (batch: In[]) => Promise<Out[]>): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield await load(batch);
}

/**
 * The JSON archive (docs/import-export.md), written as it is read: catalogue records, then
 * library entries, then recommendations, a batch at a time.
 */
export async function* exportArchive(db: Db, user: { userId: number; username: string }, now = new Date()): AsyncGenerator<string> {
  const head = { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt: now.toISOString(), user: { username: user.username } };
  yield `${JSON.stringify(head).slice(0, -1)},\n"media":[`;
  yield* arrayItems(mapBatches(referencedMediaBatches(db, user.userId), (ids) => archiveMedia(db, ids)));
  yield '\n],\n"library":[';
  yield* arrayItems(mapBatches(entryBatches(db, user.userId), (rows) => archiveEntries(db, rows)));
  yield '\n],\n"recommendations":[';
  yield* arrayItems(recommendationBatches(db, user.userId));
  yield '\n]}\n';
}

const CSV_COLUMNS = [
  'Title',
  'Creators',
  'Type',
  'ISBN',
  'Publication',
  'Status',
  'Status Label',
  'Rating (1-10)',
  'Favourite',
  'Progress',
  'Review',
  'Tags',
  'Date Added',
  'Dates Read',
  'Read Count',
];

/** The shelf as a spreadsheet: one row per library entry (docs/import-export.md). */
export async function* exportCsv(db: Db, userId: number): AsyncGenerator<string> {
  yield `\uFEFF${stringify([CSV_COLUMNS])}`;
  for await (const rows of entryBatches(db, userId)) {
    const [entriesOut, mediaOut] = await Promise.all([archiveEntries(db, rows), archiveMedia(db, rows.map((row) => row.mediaId))]);
    const mediaById = new Map(mediaOut.map((item) => [item.mediaID, item]));
    yield stringify(
      entriesOut.map((entry) => {
        const item = mediaById.get(entry.mediaID);
        const day = (iso: string | null) => iso?.slice(0, 10) ?? '';
        return [
          item?.title ?? '',
          item?.creators.map((creator) => creator.name).join(' & ') ?? '',
          item?.type ?? '',
          item?.isbn ?? '',
          item?.publication ?? '',
          entry.status,
          item ? statusLabel(item.type, entry.status) : entry.status,
          entry.rating === 0 ? '' : String(entry.rating),
          entry.favorited ? 'yes' : '',
          String(entry.progress),
          entry.review ?? '',
          entry.tags.join(', '),
          day(entry.addedAt),
          entry.readings.map((reading) => `${day(reading.dateStarted)}-${day(reading.dateFinished)}${reading.status === 'DNF' ? ' (DNF)' : ''}`).join(', '),
          String(entry.readings.length),
        ];
      }),
    );
  }
}
