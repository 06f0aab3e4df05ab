import type { ImportJob, ImportRow } from '@shelfmark/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { importKeys, tagKeys, usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { listImportRows } from './imports';
import { useImportJob, useUndoImport } from './use-imports';

startMockServer();

const counts = { imported: 0, matched: 0, created: 0, skipped: 0, failed: 0, review: 0 };
const job: ImportJob = {
  id: 7, source: 'imdb', fileName: 'ratings.csv', status: 'running', total: 25, processed: 0, counts, error: null, notices: [],
  createdAt: '2026-11-22T10:00:00.000Z', startedAt: '2026-11-22T10:00:01.000Z', rowsPerSecond: null, estimatedSecondsLeft: null, finishedAt: null, undoneAt: null,
};
const matchedRow: ImportRow = {
  id: 3, rowNumber: 4, state: 'imported', outcome: 'matched', type: 'movie', title: 'The Matrix', creator: 'Lana Wachowski', isbn: null, status: 'read',
  rating: 10, mediaID: 12, confidence: 0.93, reason: null, candidates: [],
};

describe('GET /imports/{id}/rows', () => {
  it('asks for the matched rows only when given the outcome', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/v1/imports/7/rows', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ rows: [matchedRow], total: 1 });
      }),
    );
    await expect(listImportRows(7, 'imported', 2, 'matched')).resolves.toEqual({ rows: [matchedRow], total: 1 });
    await listImportRows(7, 'review', 1);
    expect(queries).toEqual(['?state=imported&outcome=matched&page=2&pageSize=10', '?state=review&page=1&pageSize=10']);
  });
});

describe('useImportJob', () => {
  it("makes the job's rows stale when a poll finds rows moved, and leaves them when nothing changed", async () => {
    // Not queued or running, so no poll of its own interferes with the refetches below.
    const waiting: ImportJob = { ...job, status: 'needs_review' };
    const answers: ImportJob[] = [
      { ...waiting, processed: 50, counts: { ...counts, imported: 48, matched: 48, review: 2 } },
      { ...waiting, processed: 50, counts: { ...counts, imported: 48, matched: 48, review: 2 } },
      { ...waiting, processed: 50, counts: { ...counts, imported: 49, matched: 49, review: 1 } },
    ];
    server.use(http.get('*/api/v1/imports/7', () => HttpResponse.json(answers.shift() ?? job)));
    const client = testQueryClient();
    client.setQueryData(importKeys.job(7), waiting);
    const rowsKey = importKeys.rows(7, 'review', 1);
    const resetRows = () => client.setQueryData(rowsKey, { rows: [], total: 0 });

    resetRows();
    const { result } = renderHook(() => useImportJob(7), { wrapper: queryWrapper(client) });
    await act(() => result.current.refetch());
    expect(isInvalidated(client, rowsKey)).toBe(true);

    resetRows();
    await act(() => result.current.refetch());
    expect(isInvalidated(client, rowsKey)).toBe(false);

    // A row settled elsewhere (another tab) changes the counts only.
    await act(() => result.current.refetch());
    expect(client.getQueryData<ImportJob>(importKeys.job(7))?.counts.review).toBe(1);
    expect(isInvalidated(client, rowsKey)).toBe(true);
  });
});

describe('useUndoImport', () => {
  it('posts the undo, keeps the undone job from the answer and makes the shelves, tags and rows stale', async () => {
    const calls: string[] = [];
    const undone: ImportJob = { ...job, status: 'undone', undoneAt: '2026-11-22T11:00:00.000Z' };
    server.use(
      http.post('*/api/v1/imports/7/undo', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ job: undone, removedEntries: 3, restoredEntries: 1, removedRecords: 5, removedCatalogueRecords: 0, kept: [] });
      }),
    );
    const client = testQueryClient();
    const others = [usermediaKeys.shelf('read'), tagKeys.summaries(), importKeys.rows(7, 'review', 1), importKeys.all];
    for (const key of [importKeys.job(7), ...others]) client.setQueryData(key, 'cached');
    const { result } = renderHook(() => useUndoImport(), { wrapper: queryWrapper(client) });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['POST']);
    expect(result.current.data).toMatchObject({ removedEntries: 3, restoredEntries: 1 });
    expect(client.getQueryData(importKeys.job(7))).toEqual(undone);
    expect(isInvalidated(client, importKeys.job(7))).toBe(false);
    expect(others.map((key) => isInvalidated(client, key))).toEqual([true, true, true, true]);
  });

  it("fails with the server's message", async () => {
    server.use(http.post('*/api/v1/imports/7/undo', () => HttpResponse.json({ message: 'Import not found' }, { status: 404 })));
    const { result } = renderHook(() => useUndoImport(), { wrapper: queryWrapper() });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ serverMessage: 'Import not found' });
  });
});
