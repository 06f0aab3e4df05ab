import {
  API_MESSAGES,
  ExportQuerySchema,
  IMPORT_MAX_FILE_BYTES,
  ImportResolutionSchema,
  ImportRowsQuerySchema,
  ImportSourceSchema,
  type ExportFormat,
  type ImportJob,
  type ImportRow,
  type ImportUndo,
  firstIssueMessage,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { buildImportJob, type MockImport, type MockPoll } from '../fixtures/imports';
import { findMedia } from '../db/shelf';
import { apiPath, errorResponse, signedInAccount } from './respond';

function ownImport(request: Request, id: unknown): MockImport | 'unauthorized' | undefined {
  const account = signedInAccount(request);
  if (!account) return 'unauthorized';
  return mockDb.imports.find((item) => String(item.job.id) === id && item.userID === account.userID);
}

/** Moves a row out of review and keeps the job's counts and status in step, as the server does. */
function settleRow(item: MockImport, row: ImportRow, change: Partial<ImportRow>, counts: Partial<Record<keyof ImportJob['counts'], 1>>) {
  Object.assign(row, change);
  const next = { ...item.job.counts, review: item.job.counts.review - 1 };
  for (const name of Object.keys(counts) as (keyof ImportJob['counts'])[]) next[name] += 1;
  // A job still running goes on; one waiting for review is done once its inbox is empty.
  const finished = next.review === 0 && item.job.status === 'needs_review';
  item.job = { ...item.job, counts: next, ...(finished ? { status: 'done', finishedAt: new Date().toISOString() } : {}) };
}

/** Applies one scripted step of a run: the job's fields, and its rows added or replaced by id. */
function applyPoll(item: MockImport, { rows = [], ...fields }: MockPoll) {
  item.job = { ...item.job, ...fields };
  for (const row of rows) {
    const at = item.rows.findIndex((existing) => existing.id === row.id);
    if (at === -1) item.rows.push(row);
    else item.rows[at] = row;
  }
}

/** What POST /imports/{id}/undo does, as the server does it: pending rows skipped, the job undone. */
function undo(item: MockImport): ImportUndo {
  const alreadyUndone = item.job.status === 'undone';
  const pending = item.rows.filter((row) => row.state === 'pending');
  for (const row of pending) Object.assign(row, { state: 'skipped', reason: 'The import was undone before this row was read' });
  const now = new Date().toISOString();
  if (!alreadyUndone) {
    item.job = {
      ...item.job,
      status: 'undone',
      undoneAt: now,
      finishedAt: item.job.finishedAt ?? now,
      processed: item.job.total,
      counts: { ...item.job.counts, skipped: item.job.counts.skipped + pending.length },
      rowsPerSecond: null,
      estimatedSecondsLeft: null,
    };
  }
  const imported = item.rows.filter((row) => row.state === 'imported');
  const tally = alreadyUndone
    ? { removedEntries: 0, restoredEntries: 0, removedRecords: 0, removedCatalogueRecords: 0, kept: [] }
    : { removedEntries: imported.length, restoredEntries: 0, removedRecords: 0, removedCatalogueRecords: 0, kept: [], ...item.undo };
  return { job: item.job, ...tally };
}

/** The file each export format downloads as, named as the server names it. */
const EXPORT_FILES: Record<ExportFormat, { name: string; type: string; body: string }> = {
  json: { name: 'shelfmark-ada_99-2026-11-22.json', type: 'application/json', body: '{"format":"shelfmark-export","version":1}' },
  csv: { name: 'shelfmark-ada_99-2026-11-22.csv', type: 'text/csv', body: 'title,creator\nDune,Frank Herbert\n' },
  goodreads: { name: 'shelfmark-ada_99-2026-11-22-goodreads.csv', type: 'text/csv', body: 'Book Id,Title,Author\n3,Dune,Frank Herbert\n' },
  letterboxd: { name: 'shelfmark-ada_99-2026-11-22-letterboxd.csv', type: 'text/csv', body: 'Title,Year,Rating\nArrival,2016,4.5\n' },
};

/** Export, imports, their rows, the review inbox and undo. */
export const importHandlers = [
  http.get(apiPath('/export'), ({ request }) => {
    if (!signedInAccount(request)) return errorResponse(401, API_MESSAGES.signInFirst);
    const query = ExportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, 'Unknown export format');
    const file = EXPORT_FILES[query.data.format];
    return new HttpResponse(file.body, {
      headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` },
    });
  }),

  http.post(apiPath('/imports'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    const form = await request.formData().catch(() => null);
    const source = ImportSourceSchema.safeParse(form?.get('source'));
    const file = form?.get('file');
    if (!source.success) return errorResponse(400, 'Choose where the file comes from');
    if (!file || typeof file === 'string') return errorResponse(400, 'The upload has no file');
    if (file.size > IMPORT_MAX_FILE_BYTES) return errorResponse(413, 'The file is larger than 20 MB');
    const id = Math.max(0, ...mockDb.imports.map((item) => item.job.id)) + 1;
    const job = buildImportJob({ id, source: source.data, fileName: file.name, createdAt: new Date().toISOString() });
    mockDb.imports.unshift({ userID: account.userID, job, ...structuredClone(mockDb.importUpload) });
    return HttpResponse.json(job, { status: 202 });
  }),

  http.get(apiPath('/imports'), ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    return HttpResponse.json(mockDb.imports.filter((item) => item.userID === account.userID).map((item) => item.job));
  }),

  http.get(apiPath('/imports/:id'), ({ request, params }) => {
    const item = ownImport(request, params['id']);
    if (item === 'unauthorized') return errorResponse(401, API_MESSAGES.signInFirst);
    if (!item) return errorResponse(404, 'Import not found');
    const next = item.nextPolls.shift();
    if (next) applyPoll(item, next);
    return HttpResponse.json(item.job);
  }),

  http.get(apiPath('/imports/:id/rows'), ({ request, params }) => {
    const item = ownImport(request, params['id']);
    if (item === 'unauthorized') return errorResponse(401, API_MESSAGES.signInFirst);
    if (!item) return errorResponse(404, 'Import not found');
    const query = ImportRowsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, firstIssueMessage(query.error, 'Invalid query'));
    const { state, outcome, page, pageSize } = query.data;
    const rows = item.rows.filter((row) => (!state || row.state === state) && (!outcome || row.outcome === outcome));
    const start = (page - 1) * pageSize;
    return HttpResponse.json({ rows: rows.slice(start, start + pageSize), total: rows.length });
  }),

  http.post(apiPath('/imports/:id/rows/:rowId/resolve'), async ({ request, params }) => {
    const item = ownImport(request, params['id']);
    if (item === 'unauthorized') return errorResponse(401, API_MESSAGES.signInFirst);
    if (!item) return errorResponse(404, 'Import not found');
    const row = item.rows.find((candidate) => String(candidate.id) === params['rowId']);
    if (!row) return errorResponse(404, 'Row not found');
    if (item.job.status === 'undone') return errorResponse(409, 'This import was undone');
    if (row.state !== 'review') return errorResponse(409, 'This row is not waiting for review');
    const body = ImportResolutionSchema.safeParse(await request.json().catch(() => undefined));
    if (!body.success) return errorResponse(400, firstIssueMessage(body.error, 'Invalid body'));
    const resolution = body.data;
    if (resolution.action === 'match') {
      if (!findMedia(resolution.mediaID)) return errorResponse(400, 'Unknown media');
      settleRow(item, row, { state: 'imported', outcome: 'matched', mediaID: resolution.mediaID, reason: null }, { imported: 1, matched: 1 });
    } else if (resolution.action === 'create') {
      if (!row.title) return errorResponse(400, 'Title is required');
      settleRow(item, row, { state: 'imported', outcome: 'created', mediaID: 900 + row.id, reason: null }, { imported: 1, created: 1 });
    } else {
      settleRow(item, row, { state: 'skipped', reason: 'Skipped by you' }, { skipped: 1 });
    }
    return HttpResponse.json(row);
  }),

  http.post(apiPath('/imports/:id/undo'), ({ request, params }) => {
    const item = ownImport(request, params['id']);
    if (item === 'unauthorized') return errorResponse(401, API_MESSAGES.signInFirst);
    if (!item) return errorResponse(404, 'Import not found');
    return HttpResponse.json(undo(item));
  }),
];
