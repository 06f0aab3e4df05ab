import {
  ExportQuerySchema,
  IMPORT_MAX_FILE_BYTES,
  ImportResolutionSchema,
  ImportRowsQuerySchema,
  ImportSourceSchema,
  type ImportJob,
  type ImportRow,
} from '@shelfmark/contract';
import { allMedia, apiPath, errorResponse } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { signedIn } from './account-handlers';
import { buildImportJob, importStore, type MockImport } from './import-store';

function ownImport(request: Request, id: unknown): MockImport | 'unauthorized' | undefined {
  const account = signedIn(request);
  if (!account) return 'unauthorized';
  return importStore.imports.find((item) => String(item.job.id) === id && item.userID === account.userID);
}

/** Moves a row out of review and keeps the job's counts and status in step, as the server does. */
function settleRow(item: MockImport, row: ImportRow, change: Partial<ImportRow>, counts: Partial<Record<keyof ImportJob['counts'], 1>>) {
  Object.assign(row, change);
  const next = { ...item.job.counts, review: item.job.counts.review - 1 };
  for (const name of Object.keys(counts) as (keyof ImportJob['counts'])[]) next[name] += 1;
  item.job = { ...item.job, counts: next, ...(next.review === 0 ? { status: 'done', finishedAt: new Date().toISOString() } : {}) };
}

/** Export, imports, their rows and the inbox, as libs/contract shapes them. */
export const importHandlers = [
  http.get(apiPath('/export'), ({ request }) => {
    if (!signedIn(request)) return errorResponse(401, 'Sign in first');
    const query = ExportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, 'Unknown export format');
    const json = query.data.format === 'json';
    return new HttpResponse(json ? '{"format":"shelfmark-export","version":1}' : 'title,creator\nDune,Frank Herbert\n', {
      headers: {
        'Content-Type': json ? 'application/json' : 'text/csv',
        'Content-Disposition': `attachment; filename="shelfmark-export-2026-11-22.${query.data.format}"`,
      },
    });
  }),

  http.post(apiPath('/imports'), async ({ request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const form = await request.formData().catch(() => null);
    const source = ImportSourceSchema.safeParse(form?.get('source'));
    const file = form?.get('file');
    if (!source.success) return errorResponse(400, 'Choose where the file comes from');
    if (!file || typeof file === 'string') return errorResponse(400, 'The upload has no file');
    if (file.size > IMPORT_MAX_FILE_BYTES) return errorResponse(413, 'The file is larger than 20 MB');
    const id = Math.max(0, ...importStore.imports.map((item) => item.job.id)) + 1;
    const job = buildImportJob({ id, source: source.data, fileName: file.name, createdAt: new Date().toISOString() });
    importStore.imports.unshift({ userID: account.userID, job, ...structuredClone(importStore.upload) });
    return HttpResponse.json(job, { status: 202 });
  }),

  http.get(apiPath('/imports'), ({ request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    return HttpResponse.json(importStore.imports.filter((item) => item.userID === account.userID).map((item) => item.job));
  }),

  http.get(apiPath('/imports/:id'), ({ request, params }) => {
    const item = ownImport(request, params.id);
    if (item === 'unauthorized') return errorResponse(401, 'Sign in first');
    if (!item) return errorResponse(404, 'Import not found');
    const next = item.nextPolls.shift();
    if (next) item.job = { ...item.job, ...next };
    return HttpResponse.json(item.job);
  }),

  http.get(apiPath('/imports/:id/rows'), ({ request, params }) => {
    const item = ownImport(request, params.id);
    if (item === 'unauthorized') return errorResponse(401, 'Sign in first');
    if (!item) return errorResponse(404, 'Import not found');
    const query = ImportRowsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const rows = item.rows.filter((row) => !query.state || row.state === query.state);
    const start = (query.page - 1) * query.pageSize;
    return HttpResponse.json({ rows: rows.slice(start, start + query.pageSize), total: rows.length });
  }),

  http.post(apiPath('/imports/:id/rows/:rowId/resolve'), async ({ request, params }) => {
    const item = ownImport(request, params.id);
    if (item === 'unauthorized') return errorResponse(401, 'Sign in first');
    if (!item) return errorResponse(404, 'Import not found');
    const row = item.rows.find((candidate) => String(candidate.id) === params.rowId);
    if (!row) return errorResponse(404, 'Row not found');
    if (row.state !== 'review') return errorResponse(409, 'This row is already settled');
    const body = ImportResolutionSchema.safeParse(await request.json().catch(() => undefined));
    if (!body.success) return errorResponse(400, body.error.issues[0]?.message ?? 'Invalid body');
    const resolution = body.data;
    if (resolution.action === 'match') {
      if (!allMedia.some((media) => media.mediaID === resolution.mediaID)) return errorResponse(400, 'Unknown media');
      settleRow(item, row, { state: 'imported', outcome: 'matched', mediaID: resolution.mediaID, reason: null }, { imported: 1, matched: 1 });
    } else if (resolution.action === 'create') {
      if (!row.title) return errorResponse(400, 'Title is required');
      settleRow(item, row, { state: 'imported', outcome: 'created', mediaID: 900 + row.id, reason: null }, { imported: 1, created: 1 });
    } else {
      settleRow(item, row, { state: 'skipped', reason: 'Skipped by you' }, { skipped: 1 });
    }
    return HttpResponse.json(row);
  }),

  http.post(apiPath('/search'), async ({ request }) => {
    const { searchString, searchType } = (await request.json()) as { searchString: string; searchType: string };
    const text = searchString.toLowerCase();
    const found = allMedia.filter((media) => (searchType === 'Isbn' ? media.isbn === searchString : media.title.toLowerCase().includes(text)));
    return HttpResponse.json(found);
  }),

  http.get('*/api/v1/covers/*', () => new HttpResponse(null, { status: 404 })),
];
