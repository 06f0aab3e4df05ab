import { ImportJobSchema, ImportRowsPageSchema, ImportUndoSchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../db/mock-db';
import { buildImportJob, buildImportRow } from '../fixtures/imports';
import { users } from '../fixtures/users';
import { startMockApi } from '../node';
import { makeToken } from '../token';

startMockApi();

const base = 'http://localhost/api/v1';
const reader = { Authorization: `Bearer ${makeToken({ userId: users.reader.userID, role: 'user' })}` };

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...reader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as unknown };
}

const rowTitles = (body: unknown) => ImportRowsPageSchema.parse(body).rows.map((row) => row.title);

describe('import rows', () => {
  it('filter imported rows by outcome, as the server does', async () => {
    expect(rowTitles((await call('GET', '/imports/1/rows?state=imported&outcome=matched')).body)).toEqual(['Dune (Dune, #1)', 'Wizard of Earthsea']);
    expect(rowTitles((await call('GET', '/imports/1/rows?state=imported&outcome=created')).body)).toEqual(['Piranesi']);
    expect((await call('GET', '/imports/1/rows?state=imported&outcome=guessed')).status).toBe(400);
  });

  it('arrive with the scripted polls of a running job', async () => {
    mockDb.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 9, status: 'running', total: 2 }),
      rows: [buildImportRow({ id: 1, title: 'First', state: 'pending' })],
      nextPolls: [{ processed: 2, status: 'needs_review', rows: [buildImportRow({ id: 1, title: 'First' }), buildImportRow({ id: 2, title: 'Second' })] }],
    });
    expect(rowTitles((await call('GET', '/imports/9/rows?state=review')).body)).toEqual([]);
    expect(ImportJobSchema.parse((await call('GET', '/imports/9')).body)).toMatchObject({ processed: 2, status: 'needs_review' });
    expect(rowTitles((await call('GET', '/imports/9/rows?state=review')).body)).toEqual(['First', 'Second']);
  });
});

describe('undo', () => {
  it('undoes the job once: rows not yet read are skipped, the inbox closes, a second undo changes nothing', async () => {
    mockDb.imports[0]?.rows.push(buildImportRow({ id: 108, title: 'Unread', state: 'pending' }));
    const first = ImportUndoSchema.parse((await call('POST', '/imports/1/undo')).body);
    expect(first).toMatchObject({ job: { status: 'undone', undoneAt: expect.any(String) }, removedEntries: 3, kept: [] });
    expect(first.job.counts.skipped).toBe(2);
    expect(await call('POST', '/imports/1/rows/104/resolve', { action: 'skip' })).toMatchObject({ status: 409, body: { message: 'This import was undone' } });
    expect(ImportUndoSchema.parse((await call('POST', '/imports/1/undo')).body)).toMatchObject({ removedEntries: 0, job: { undoneAt: first.job.undoneAt } });
  });

  it("answers 404 for another user's import", async () => {
    expect(await call('POST', '/imports/2/undo')).toMatchObject({ status: 404, body: { message: 'Import not found' } });
  });
});

describe('export', () => {
  it.each([
    ['goodreads', 'shelfmark-ada_99-2026-11-22-goodreads.csv'],
    ['letterboxd', 'shelfmark-ada_99-2026-11-22-letterboxd.csv'],
  ])('names the %s file as the server does', async (format, name) => {
    const response = await fetch(`${base}/export?format=${format}`, { headers: reader });
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"`);
    expect(response.headers.get('Content-Type')).toBe('text/csv');
  });
});
