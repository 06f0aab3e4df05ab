import type { MediaType } from '@shelfmark/contract';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** What a prepared search statement's text depends on: which of the scope's conditions it has. */
export const scopeKey = (scope: SearchScope) => `${scope.includeRestricted ? 'r' : ''}${scope.libraryOf === undefined ? '' : 'l'}${scope.type ? 't' : ''}`;

/** The scope's values, as a prepared statement's parameters (libraryOf and type are unused when absent). */
export const scopeParams = (scope: SearchScope) => ({ libraryOf: scope.libraryOf ?? 0, type: scope.type ?? '' });

/** The scope as a condition on media; the values may be a prepared statement's placeholders. */
export function scopeCondition(scope: SearchScope, values: { libraryOf: SQLWrapper | number; type: SQLWrapper | string } = scopeParams(scope)): SQL | undefined {
  const inLibrary =
    scope.libraryOf === undefined
      ? undefined
      : sql`exists (select 1 from ${userMedia} where ${userMedia.mediaId} = ${media.mediaId} and ${userMedia.userId} = ${values.libraryOf})`;
  return and(scope.includeRestricted ? undefined : eq(media.restricted, false), scope.type ? sql`${media.type} = ${values.type}` : undefined, inLibrary);
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
