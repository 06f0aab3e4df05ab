import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, ReadingSchema, type Reading, type ReadingEnd, type ReadingUpdate } from '@shelfmark/contract';

export const endReading = withPrefix(CALL_PREFIXES.endReading, async (readingID: number, body: ReadingEnd): Promise<Reading> =>
  ReadingSchema.parse(await apiFetch(`/readings/end/${readingID}`, { method: 'PATCH', json: body })),
);

export async function updateReading(readingID: number, body: ReadingUpdate): Promise<Reading> {
  return ReadingSchema.parse(await apiFetch(`/readings/${readingID}`, { method: 'PATCH', json: { readingID, ...body } }));
}

export async function deleteReading(readingID: number): Promise<void> {
  await apiFetch(`/readings/${readingID}`, { method: 'DELETE' });
}
