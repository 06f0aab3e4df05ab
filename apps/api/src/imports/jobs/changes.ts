import type { Status } from '@shelfmark/contract';

/** An entry's own fields, as an import writes them and undo puts them back. */
export interface EntryFields {
  status: Status;
  rating: number;
  review: string | null;
  favorited: boolean;
  progress: number;
}

export interface ReadingEnd {
  dateFinished: string | null;
  status: 'read' | 'DNF' | null;
  finishedPrecision: 'year' | 'month' | 'day';
}

/**
 * One thing an import wrote, kept on its row (import_rows.changes) so that undo is exact:
 * records it created are removed, fields it changed go back to their values before, and
 * anything the user changed after the import is kept.
 */
export type Change =
  | { kind: 'entry-created'; usermediaId: number; wrote: EntryFields }
  | { kind: 'entry-updated'; usermediaId: number; before: Partial<EntryFields>; after: Partial<EntryFields> }
  | { kind: 'reading-created'; readingId: number; dateStarted: string; dateFinished: string | null }
  | { kind: 'reading-ended'; readingId: number; before: ReadingEnd; after: ReadingEnd }
  | { kind: 'journal-created'; entryId: number; title: string; body: string }
  | { kind: 'tag-created'; tagId: number; value: string }
  | { kind: 'tagged'; usermediaId: number; tagId: number }
  | { kind: 'song-favourites'; usersubmediaIds: number[] }
  | { kind: 'external-ids-added'; mediaId: number; ids: { source: string; externalId: string }[] }
  | { kind: 'submedia-created'; mediaId: number; submediaIds: number[] }
  | { kind: 'watches-created'; watchIds: number[] }
  | { kind: 'media-created'; mediaId: number; title: string }
  | { kind: 'creator-created'; creatorId: number }
  | { kind: 'series-created'; seriesId: number }
  | { kind: 'request-created'; requestId: number }
  | { kind: 'recommendation-created'; recommendationId: number };

/** Collects what one row (or one job's end) writes, in order. */
export class ChangeLog {
  readonly changes: Change[] = [];

  add(change: Change): void {
    this.changes.push(change);
  }

  toJson(): Change[] | null {
    return this.changes.length > 0 ? this.changes : null;
  }
}
