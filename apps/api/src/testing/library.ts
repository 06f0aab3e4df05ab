import type { Status } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { addToLibrary } from '../library/library.service';
import type { Account } from '../accounts/testing/accounts';

/** Puts a media item on an account's shelf, as POST /usermedias does; answers the usermediaID. */
export function shelve(app: FastifyInstance, account: Account, mediaId: number, status: Status = 'library'): Promise<number> {
  return addToLibrary(app.database.db, account, mediaId, status);
}
