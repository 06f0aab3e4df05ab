import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { covers } from '../db/schema';
import { contentEtag, type CoverStore } from './cover-store';

/** Bytes per query: a cover of up to 5 MB goes out in slices, never held whole in memory. */
export const SLICE_BYTES = 256 * 1024;

const toBuffer = (value: Buffer | Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

/**
 * Covers as rows of the database (bytes, ETag, size): what every instance on one PostgreSQL
 * server shares. Reading sends the first slice with the ETag and fetches the rest slice by slice.
 */
export function postgresCoverStore(db: Db): CoverStore {
  const slice = async (name: string, etag: string, offset: number) => {
    const [row] = await queryRows<{ part: Buffer | Uint8Array }>(
      db,
      sql`select substring(data from ${offset + 1} for ${SLICE_BYTES}) as part from covers where name = ${name} and etag = ${etag}`,
    );
    // Replaced while being sent: stop rather than send a mix of two covers.
    if (!row) throw new Error(`cover ${name} changed while it was being sent`);
    return toBuffer(row.part);
  };

  return {
    kind: 'postgres',
    save: async (name, data) => {
      const etag = contentEtag(data);
      await db
        .insert(covers)
        .values({ name, data, etag, size: data.length })
        .onConflictDoUpdate({ target: covers.name, set: { data, etag, size: data.length, updatedAt: new Date() } });
    },
    open: async (name, ifNoneMatch) => {
      const [row] = await queryRows<{ etag: string; size: number; head: Buffer | Uint8Array | null }>(
        db,
        sql`select etag, size, case when etag = ${ifNoneMatch ?? ''} then null else substring(data from 1 for ${SLICE_BYTES}) end as head
            from covers where name = ${name}`,
      );
      if (!row) return null;
      if (row.head === null) return { etag: row.etag, size: row.size, body: null };
      const head = toBuffer(row.head);
      async function* slices() {
        yield head;
        for (let offset = head.length; offset < row!.size; offset += SLICE_BYTES) yield await slice(name, row!.etag, offset);
      }
      return { etag: row.etag, size: row.size, body: Readable.from(slices(), { objectMode: false }) };
    },
    remove: async (name) => {
      await db.delete(covers).where(eq(covers.name, name));
    },
    close: async () => {},
  };
}
