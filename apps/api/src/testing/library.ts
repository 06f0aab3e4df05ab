import type { Status } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userMedia } from '../db/schema';
import { addToLibrary } from '../library/library.service';
import type { Account } from '../accounts/testing/accounts';

/** Puts a media item on an account's shelf, as POST /usermedias does; answers the usermediaID. */
export function shelve(app: FastifyInstance, account: Account, mediaId: number, status: Status = 'library'): Promise<number> {
  return addToLibrary(app.database.db, account, mediaId, status);
}

/** Gives an entry a status straight in the database, without the readings a status change carries (ADR 0026): data from before that rule. */
export async function setStatusOnly(app: FastifyInstance, usermediaId: number, status: Status): Promise<void> {
  await app.database.db.update(userMedia).set({ status }).where(eq(userMedia.usermediaId, usermediaId));
}

/** Shelves an item with a status but none of the readings a status change carries: data from before that rule. */
export async function shelveWithoutReadings(app: FastifyInstance, account: Account, mediaId: number, status: Status): Promise<number> {
  const usermediaId = await shelve(app, account, mediaId);
  await setStatusOnly(app, usermediaId, status);
  return usermediaId;
}
