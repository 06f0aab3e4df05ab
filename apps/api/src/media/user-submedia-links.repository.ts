import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { submedia, userMedia, userSubmedia } from '../db/schema';

/** Gives the matching library entries a row for each song or episode of their item that they lack. */
export async function linkUserSubmedia(db: Db, entries: SQL): Promise<void> {
  await db.execute(sql`
    insert into ${userSubmedia} (usermedia_id, submedia_id)
    select ${userMedia.usermediaId}, ${submedia.submediaId}
    from ${userMedia} join ${submedia} on ${submedia.mediaId} = ${userMedia.mediaId}
    where ${entries}
    on conflict do nothing`);
}
