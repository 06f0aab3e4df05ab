import { API_MESSAGES, type Tag } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { findTag } from './tags.repository';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';

export async function requireOwnTag(db: Db, tagId: number, viewer: AuthUser): Promise<Tag> {
  const { userId: _userId, ...tag } = ownedBy(await findTag(db, tagId), viewer, API_MESSAGES.tagNotFound);
  return tag;
}
