import { type MediaCreate, MediaCreateSchema, splitCreatorName } from '@shelfmark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { creators, externalIds, media, submedia } from '../../db/schema';
import { invalid } from '../../errors';
import { insertCreator } from '../../creators/creators.repository';
import { insertMedia } from '../../media/media-writer.repository';
import { findOrCreateSeries } from '../../series/series.repository';
import { toIsbn13 } from '../../media/isbn';
import type { ArchiveMedia } from '../rows/archive-format';
import { mediaByIsbn13 } from './matching';
import { claimExternalIds, externalIdHit, mediaByExternalIds } from './external-ids';
import type { ServiceRowData } from '../rows/parsed-file';
import { foldText } from '../rows/text';
import type { ChangeLog } from '../jobs/changes';
import type { LookupFill } from '../../media/lookup-fill';

/** The creator of that name (any letter case), created when the catalogue has none. */
async function creatorIdFor(db: Db, input: { name: string; first?: string | null; last?: string; description?: string | null }, log: ChangeLog): Promise<number> {
  const [existing] = await db
    .select({ id: creators.creatorId })
    .from(creators)
    .where(sql`lower(${creators.name}) = lower(${input.name})`)
    .orderBy(creators.creatorId)
    .limit(1);
  if (existing) return existing.id;
  const split = input.last ? { first: input.first ?? null, last: input.last } : splitCreatorName(input.name);
  const creatorId = await insertCreator(db, { name: input.name, first: split.first ?? '', last: split.last, description: input.description ?? null });
  log.add({ kind: 'creator-created', creatorId });
  return creatorId;
}

/** The Add Media rules (MediaCreateSchema), with the first rule broken as the message. */
async function insertChecked(db: Db, fields: MediaCreate, log: ChangeLog): Promise<number> {
  const parsed = MediaCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw invalid(`The catalogue record cannot be created: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const mediaId = await insertMedia(db, parsed.data);
  log.add({ kind: 'media-created', mediaId, title: parsed.data.title });
  return mediaId;
}

/** A catalogue record made from another service's row: title, creators, ISBN, pages and year. */
export async function createFromServiceRow(db: Db, row: ServiceRowData, log: ChangeLog, found: LookupFill | null = null): Promise<number> {
  const creatorNames = row.creators.length > 0 ? row.creators : (found?.creators ?? []);
  const creatorIds: number[] = [];
  for (const name of creatorNames.slice(0, 50)) creatorIds.push(await creatorIdFor(db, { name }, log));
  const year = row.year && row.year > 0 && row.year < 10_000 ? `${String(row.year).padStart(4, '0')}-01-01` : null;
  const mediaId = await insertChecked(
    db,
    {
      type: row.type,
      title: row.title,
      description: found?.description ?? null,
      creators: [...new Set(creatorIds)],
      genreIDs: [...new Set([...(row.genres ?? []), ...(found?.genreIDs ?? [])])].slice(0, 17),
      restricted: false,
      isbn: row.type === 'book' ? (row.isbn ?? found?.isbn ?? null) : null,
      numPages: row.pages ?? found?.numPages ?? null,
      numEpisodes: row.episodes ?? found?.numEpisodes ?? null,
      seasons: found?.seasons ?? null,
      startyear: found?.startyear ?? null,
      endyear: found?.endyear ?? null,
      publication: year ?? found?.publication ?? null,
    },
    log,
  );
  // The file's ids first (the service the row came from knows its own work), then the look-up's.
  await claimExternalIds(db, mediaId, row.externalIds, log);
  await claimExternalIds(db, mediaId, found?.externalIds, log);
  return mediaId;
}

/**
 * The archive's episodes' ids, where no other episode holds them: an import never takes an id
 * from the record that has it (the Add Media rules would refuse the whole record).
 */
async function keepEpisodeIds(db: Db, mediaId: number, record: ArchiveMedia): Promise<void> {
  const withIds = record.submedia.filter((item) => item.externalIds && Object.keys(item.externalIds).length > 0);
  if (withIds.length === 0) return;
  const created = await db
    .select({ submediaId: submedia.submediaId, overallnum: submedia.overallnum })
    .from(submedia)
    .where(and(eq(submedia.mediaId, mediaId), inArray(submedia.overallnum, withIds.map((item) => item.overallnum))));
  const idOf = new Map(created.map((item) => [item.overallnum, item.submediaId]));
  const values = withIds.flatMap((item) => {
    const submediaId = idOf.get(item.overallnum);
    return submediaId === undefined ? [] : Object.entries(item.externalIds ?? {}).map(([source, externalId]) => ({ source, externalId, submediaId }));
  });
  if (values.length > 0) await db.insert(externalIds).values(values).onConflictDoNothing();
}

/** The release date as Add Media takes it: "2019" or "2019-06" when only so much is known. */
function publicationOf(record: ArchiveMedia): string | null {
  if (record.publication === null) return null;
  if (record.publicationPrecision === 'year') return record.publication.slice(0, 4);
  if (record.publicationPrecision === 'month') return record.publication.slice(0, 7);
  return record.publication;
}

/**
 * The record an archive names, on this server: the record holding one of its ids (IMDb, TMDB…),
 * the book with its ISBN, else a record of the same type, title and creators; created (through
 * the Add Media rules) when there is none. Only the admin's imports keep the restricted flag.
 */
export async function resolveArchiveMedia(db: Db, record: ArchiveMedia, isAdmin: boolean, log: ChangeLog): Promise<{ mediaId: number; created: boolean }> {
  if (record.externalIds) {
    const hit = externalIdHit(record.externalIds, record.type, await mediaByExternalIds(db, [record.externalIds], isAdmin));
    if (hit !== null) return { mediaId: hit, created: false };
  }
  const isbn13 = record.isbn ? toIsbn13(record.isbn) : null;
  if (isbn13) {
    const hit = (await mediaByIsbn13(db, [isbn13], isAdmin)).get(isbn13);
    if (hit !== undefined) return { mediaId: hit, created: false };
  }
  const sameTitle = await db
    .select({
      id: media.mediaId,
      creators: sql<string[]>`array(select c.name from media_creators mc join creators c on c.creator_id = mc.creator_id where mc.media_id = "media"."media_id" order by mc.position)`,
    })
    .from(media)
    .where(and(eq(media.type, record.type), sql`lower(${media.title}) = lower(${record.title})`, isAdmin ? undefined : eq(media.restricted, false)))
    .orderBy(media.mediaId);
  const wanted = record.creators.map((creator) => foldText(creator.name)).join('&');
  const same = sameTitle.find((candidate) => candidate.creators.map(foldText).join('&') === wanted);
  if (same) return { mediaId: same.id, created: false };

  const creatorIds: number[] = [];
  for (const creator of record.creators) creatorIds.push(await creatorIdFor(db, creator, log));
  const series = record.series ? await findOrCreateSeries(db, record.series) : null;
  if (series?.created) log.add({ kind: 'series-created', seriesId: series.seriesId });
  const seriesID = series?.seriesId ?? null;
  const mediaId = await insertChecked(db, {
    type: record.type,
    title: record.title,
    description: record.description,
    seriesID,
    seriesNum: record.seriesNum,
    creators: [...new Set(creatorIds)],
    genreIDs: record.genreIDs,
    restricted: isAdmin && record.restricted,
    publication: publicationOf(record),
    numPages: record.numPages,
    numEpisodes: record.numEpisodes,
    isbn: record.isbn,
    seasons: record.seasons,
    startyear: record.startyear,
    endyear: record.endyear,
    parentguide: record.parentguide,
    submedia: record.submedia.map(({ externalIds: _ids, ...item }) => item),
    episodeLength: record.episodeLength ?? null,
  }, log);
  await keepEpisodeIds(db, mediaId, record);
  return { mediaId, created: true };
}
