import type { MediaType, Status } from '@shelfmark/contract';
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
  entry: LibraryEntryInput;
  /** The latest date the row carries: when the service last saw a change. */
  changedAt: string | null;
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
}

/** What belongs to the whole file rather than one row. */
export interface ParsedExtra {
  recommendations: ArchiveRecommendation[];
  /** Catalogue records the recommendations name, by their id in the archive. */
  media: Record<string, ArchiveMedia>;
}

export interface ParsedFile {
  rows: ParsedRow[];
  extra: ParsedExtra | null;
}
