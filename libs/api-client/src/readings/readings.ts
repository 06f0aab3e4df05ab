import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Reading, type ReadingCreate, type ReadingEnd, type ReadingUpdate } from '@shelfmark/contract';

/** PATCH /readings/end/{id}: {end, status}; answers the reading. */
export const endReading = withPrefix(CALL_PREFIXES.endReading, async (readingID: number, body: ReadingEnd): Promise<Reading> =>
  apiFetch<Reading>(`/readings/end/${readingID}`, { method: 'PATCH', json: body }),
);

/** PATCH /readings/{id}: {readingID, start, end}; end null makes it the current reading again. */
export async function updateReading(readingID: number, body: ReadingUpdate): Promise<Reading> {
  return apiFetch<Reading>(`/readings/${readingID}`, { method: 'PATCH', json: { readingID, ...body } });
}

/** DELETE /readings/{id}: only a reading without journal entries. */
export async function deleteReading(readingID: number): Promise<void> {
  await apiFetch(`/readings/${readingID}`, { method: 'DELETE' });
}

/** POST /readings/{usermediaID}: a past reading {start (null: unknown), end, status}; answers it. */
export async function addReading(usermediaID: number, body: ReadingCreate): Promise<Reading> {
  return apiFetch<Reading>(`/readings/${usermediaID}`, { method: 'POST', json: body });
}
