import type { ExternalIds, MediaType, Status } from '@shelfmark/contract';
import type { Change } from '../jobs/changes';
import type { ArchiveMedia, ArchiveRecommendation, LibraryEntryInput } from './archive-format';

/** A row of another service's file, mapped to Shelfmark's values. */
export interface ServiceRowData {
  kind: 'service';
  type: MediaType;
  title: string;
  creators: string[];
  /** As written, digits only; matched through its ISBN-13. */
  isbn: string | null;
  year: number | null;
  pages: number | null;
  /** Length in minutes (films) or episodes (TV shows) when the file says, for a record created from the row. */
  episodes?: number | null;
  /** Genre ids the service's own genres map to, for a record created from the row. */
  genres?: number[];
  /** The work's ids at other services (IMDb, TMDB…), normalised: matched first, and kept on the record. */
  externalIds?: ExternalIds;
  entry: LibraryEntryInput;
  /** The latest date the row carries: when the service last saw a change. */
  changedAt: string | null;
  /** Values of the row the importer could not read, each said in words; absent when all were read. */
  unread?: string[];
}

/** A library entry of a Shelfmark archive, with the catalogue record it is about. */
export interface ArchiveRowData {
  kind: 'archive';
  media: ArchiveMedia;
  entry: LibraryEntryInput;
  changedAt: string | null;
}

export type RowData = ServiceRowData | ArchiveRowData;

export interface ParsedRow {
  rowNumber: number;
  /** Identifies the row across imports of the same service (the service's id, else ISBN, else title). */
  sourceKey: string;
  type: MediaType;
  title: string;
  creator: string;
  isbn: string | null;
  status: Status;
  rating: number | null;
  data: RowData;
  /** Why the row is left out from the start (an episode, a board game…); it is stored as skipped. */
  skip?: string;
}

/** What belongs to the whole file rather than one row. */
export interface ParsedExtra {
  recommendations?: ArchiveRecommendation[];
  /** Catalogue records the recommendations name, by their id in the archive. */
  media?: Record<string, ArchiveMedia>;
  /** What the user should know about the whole file (a rating scale rounded…), shown on the job. */
  notices?: string[];
  /** What the job's end wrote (recommendations, records for them), recorded for undo. */
  changes?: Change[] | null;
}

export interface ParsedFile {
  rows: ParsedRow[];
  extra: ParsedExtra | null;
}

/** A row's reason: what its file held that was not read, then the notes importing it left (tags left out…); null for none. */
export function rowReason(data: RowData, notes: string[] = []): string | null {
  const all = [...(data.kind === 'service' ? (data.unread ?? []) : []), ...notes];
  return all.length > 0 ? all.join('; ') : null;
}

/** The job's word on rows with values that were not read: each such row says which. */
export function unreadNotice(rows: ParsedRow[]): string | null {
  const count = rows.filter((row) => row.data.kind === 'service' && (row.data.unread?.length ?? 0) > 0).length;
  if (count === 0) return null;
  return `${count === 1 ? 'One row has' : `${count} rows have`} values Shelfmark could not read (a date in a form it does not know…): each of them says which, and the rest of each row is imported as usual`;
}
