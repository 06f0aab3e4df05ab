import { type MediaCreate, splitCreatorName } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { insertCreator } from '../creators/creators.repository';
import { insertMedia } from '../media/media-writer.repository';
import { findOrCreateSeries } from '../series/series.repository';

export function createCreator(app: FastifyInstance, name: string): Promise<number> {
  return insertCreator(app.database.db, { name, ...splitCreatorName(name) });
}

export async function createSeries(app: FastifyInstance, name: string): Promise<number> {
  return (await findOrCreateSeries(app.database.db, { name })).seriesId;
}

/** A media item straight in the database: a book unless told otherwise, added by nobody unless told. */
export function createMedia(app: FastifyInstance, fields: Partial<MediaCreate> & { title: string }, addedBy: number | null = null): Promise<number> {
  return app.database.db.transaction((tx) =>
    insertMedia(tx, { type: 'book', creators: [], genreIDs: [], restricted: false, ...fields }, addedBy),
  );
}
