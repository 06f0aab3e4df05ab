import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type ReadingEnd, ReadingSchema } from '@shelfmark/contract';

/** PATCH /readings/end/{id}: {end, status}. */
export const endReading = withPrefix(CALL_PREFIXES.endReading, async (readingID: number, body: ReadingEnd) =>
  ReadingSchema.parse(await apiFetch(`/readings/end/${readingID}`, { method: 'PATCH', json: body })),
);
