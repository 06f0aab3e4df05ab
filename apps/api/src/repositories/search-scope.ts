import type { MediaType } from '@shelfmark/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { media, userMedia } from '../db/schema';

/** Which media a search looks at: the catalogue (restricted items only for all-access), or one user's library. */
export interface SearchScope {
  includeRestricted: boolean;
  /** Only media in this user's library. */
  libraryOf?: number;
  /** Only media of this type. */
  type?: MediaType;
  limit: number;
}

export function scopeCondition(scope: SearchScope): SQL | undefined {
  const inLibrary =
    scope.libraryOf === undefined
      ? undefined
      : sql`exists (select 1 from ${userMedia} where ${and(eq(userMedia.mediaId, media.mediaId), eq(userMedia.userId, scope.libraryOf))})`;
  return and(scope.includeRestricted ? undefined : eq(media.restricted, false), scope.type ? eq(media.type, scope.type) : undefined, inLibrary);
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
