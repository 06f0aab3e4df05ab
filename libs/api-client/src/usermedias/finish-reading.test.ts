import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { finishReading } from './finish-reading';

startMockServer();

const reading = { readingID: 41, dateStarted: '2026-01-01T00:00:00.000Z', dateFinished: '2026-02-01T00:00:00.000Z', status: 'read', entries: [] };

function recordCalls(answer: (path: string) => Response | undefined = () => undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.patch('*/api/v1/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      calls.push({ method: request.method, path, body: await request.json() });
      return answer(path) ?? (path.startsWith('/readings') ? HttpResponse.json(reading) : HttpResponse.json(entryAnswer));
    }),
  );
  return calls;
}

const media = {
  mediaID: 3, type: 'book', title: 'Dune', description: null, isbn: null, publication: null, numPages: 412, numEpisodes: null, seasons: null,
  startyear: null, endyear: null, parentguide: null, seriesID: null, series: null, seriesNum: null, creators: [], genres: [], restricted: false,
  tags: [], submedia: [],
};
const entryAnswer = { usermediaID: 103, mediaID: 3, media, status: 'DNF', rating: 0, review: null, favorited: false, progress: 0, currentReading: null, readings: [reading], entries: [], recommendations: [], tags: [] };
const now = () => new Date('2026-02-01T12:00:00.000Z');

describe('finishReading (Mark Done, Mark DNF)', () => {
  it.each(['read', 'DNF'] as const)('for %s, ends the current reading now with status read, then sets the status', async (status) => {
    const calls = recordCalls();
    const updated = await finishReading({ entry: { usermediaID: 103, mediaID: 3, currentReading: { readingID: 41 } }, status }, now);
    expect(calls).toEqual([
      { method: 'PATCH', path: '/readings/end/41', body: { end: '2026-02-01T12:00:00.000Z', status: 'read' } },
      { method: 'PATCH', path: '/usermedias/103', body: { status } },
    ]);
    expect(updated.usermediaID).toBe(103);
  });

  it('only sets the status when there is no current reading', async () => {
    const calls = recordCalls();
    await finishReading({ entry: { usermediaID: 103, mediaID: 3, currentReading: null }, status: 'read' }, now);
    expect(calls.map((call) => call.path)).toEqual(['/usermedias/103']);
  });

  it("stops with 'Failed to end reading' when the reading cannot be ended, leaving the status alone", async () => {
    const calls = recordCalls((path) => (path.startsWith('/readings') ? HttpResponse.json({ message: 'No' }, { status: 409 }) : undefined));
    await expect(finishReading({ entry: { usermediaID: 103, mediaID: 3, currentReading: { readingID: 41 } }, status: 'DNF' }, now)).rejects.toThrow(
      'Failed to end reading: Request failed with status: 409',
    );
    expect(calls.map((call) => call.path)).toEqual(['/readings/end/41']);
  });
});
