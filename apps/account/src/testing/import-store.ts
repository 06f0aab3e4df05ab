import type { ImportCounts, ImportJob, ImportRow } from '@shelfmark/contract';
import { media, users } from '@shelfmark/testing';

/** A job as the mock API keeps it: its owner, its rows, and what the next polls will answer. */
export interface MockImport {
  userID: number;
  job: ImportJob;
  rows: ImportRow[];
  /** Each GET /imports/{id} applies and drops the first of these, so tests script a run. */
  nextPolls: Partial<ImportJob>[];
}

export interface ImportStore {
  imports: MockImport[];
  /** The rows and polls an uploaded file will produce. */
  upload: Pick<MockImport, 'rows' | 'nextPolls'>;
}

const NO_COUNTS: ImportCounts = { imported: 0, matched: 0, created: 0, skipped: 0, failed: 0, review: 0 };

export function buildImportRow(fields: Partial<ImportRow> & Pick<ImportRow, 'id' | 'title'>): ImportRow {
  return {
    rowNumber: fields.id + 1,
    state: 'review',
    outcome: null,
    type: 'book',
    creator: '',
    isbn: null,
    status: null,
    rating: null,
    mediaID: null,
    reason: null,
    candidates: [],
    ...fields,
  };
}

export function buildImportJob(fields: Partial<ImportJob> & Pick<ImportJob, 'id'>): ImportJob {
  return {
    source: 'goodreads',
    fileName: 'goodreads_library_export.csv',
    status: 'queued',
    total: 0,
    processed: 0,
    counts: NO_COUNTS,
    error: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    finishedAt: null,
    ...fields,
  };
}

/** The reader's Goodreads import: processed, two rows in review, one failed, one skipped, three imported. */
export const readerImportRows: ImportRow[] = [
  buildImportRow({ id: 101, title: 'Dune', creator: 'Frank Herbert', state: 'imported', outcome: 'matched', mediaID: media.dune.mediaID }),
  buildImportRow({ id: 102, title: 'A Wizard of Earthsea', creator: 'Ursula K. Le Guin', state: 'imported', outcome: 'matched', mediaID: 1 }),
  buildImportRow({ id: 103, title: 'Piranesi', creator: 'Susanna Clarke', state: 'imported', outcome: 'created', mediaID: 40 }),
  buildImportRow({
    id: 104,
    title: 'The Tombs of Atuan (Earthsea Cycle, #2)',
    creator: 'Ursula K. Le Guin',
    isbn: '0689845367',
    status: 'read',
    rating: 8,
    reason: 'No ISBN match; the title matched only partly',
    candidates: [
      { mediaID: media.tombsOfAtuan.mediaID, title: 'The Tombs of Atuan', creator: 'Ursula K. Le Guin', type: 'book', confidence: 0.82 },
      { mediaID: 1, title: 'A Wizard of Earthsea', creator: 'Ursula K. Le Guin', type: 'book', confidence: 0.41 },
    ],
  }),
  buildImportRow({ id: 105, title: 'The Unlisted Novel', creator: 'Nobody Known', status: 'TBR', reason: 'Nothing in the catalogue matches' }),
  buildImportRow({ id: 106, title: '', creator: '', state: 'failed', reason: 'The row has no title' }),
  buildImportRow({ id: 107, title: 'Dune', creator: 'Frank Herbert', state: 'skipped', reason: 'Already imported, nothing newer' }),
];

function seed(): ImportStore {
  return {
    imports: [
      {
        userID: users.reader.userID,
        job: buildImportJob({
          id: 1,
          status: 'needs_review',
          total: 7,
          processed: 7,
          counts: { imported: 3, matched: 2, created: 1, skipped: 1, failed: 1, review: 2 },
        }),
        rows: readerImportRows.map((row) => ({ ...row })),
        nextPolls: [],
      },
      {
        userID: users.librarian.userID,
        job: buildImportJob({ id: 2, source: 'letterboxd', fileName: 'letterboxd.zip', status: 'done', finishedAt: '2026-11-19T10:00:00.000Z' }),
        rows: [],
        nextPolls: [],
      },
    ],
    upload: { rows: [], nextPolls: [] },
  };
}

export const importStore: ImportStore = seed();

export function resetImportStore(): void {
  Object.assign(importStore, seed());
}
