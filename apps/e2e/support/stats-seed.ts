import type { Account } from './accounts';
import { callApi, createMedia } from './catalog-seed';

const DAY = 86_400_000;
/** A date this many days ago as the readings API takes it, kept within this year (UTC) so the year's stats hold it. */
export function daysAgo(days: number): string {
  const date = new Date(Math.max(Date.now() - days * DAY, Date.UTC(new Date().getUTCFullYear(), 0, 1)));
  return date.toISOString().slice(0, 10);
}

/**
 * Shelves an item as finished with a reading from `started` to `ended` (ISO dates): added as
 * Currently Reading, moved to Read (which ends the reading), then the reading dated.
 */
export async function finishWithReading(reader: Account, mediaID: number, started: string, ended: string, rating = 0): Promise<number> {
  const { usermediaID } = await callApi<{ usermediaID: number }>(reader, 'POST', `/usermedias?mediaID=${mediaID}&status=currentlyReading`);
  await callApi(reader, 'PATCH', `/usermedias/${usermediaID}`, { status: 'read' });
  const entry = await callApi<{ readings: { readingID: number }[] }>(reader, 'GET', `/usermedias/${usermediaID}`);
  const readingID = entry.readings[0]?.readingID;
  if (readingID === undefined) throw new Error('no reading was started');
  await callApi(reader, 'PATCH', `/readings/${readingID}`, { start: started, end: ended });
  if (rating > 0) await callApi(reader, 'PATCH', `/usermedias/${usermediaID}`, { rating });
  return usermediaID;
}

export interface SeededSeries {
  seriesID: number;
  name: string;
  books: { mediaID: number; title: string }[];
}

/** A three-book series (created by the admin) of which the reader finished the first this year, and a film seen. */
export async function seedStatsShelf(admin: Account, reader: Account, tag: string): Promise<SeededSeries> {
  const name = `Stats Saga ${tag}`;
  const { seriesID } = await callApi<{ seriesID: number }>(admin, 'POST', '/series', { name });
  const books = [];
  for (const [index, title] of [`First of ${tag}`, `Second of ${tag}`, `Third of ${tag}`].entries()) {
    const mediaID = await createMedia(admin, { type: 'book', title, seriesID, seriesNum: index + 1 });
    await callApi(admin, 'PATCH', `/medias/${mediaID}`, { numPages: 200 + 100 * index });
    books.push({ mediaID, title });
  }
  const [first] = books;
  if (!first) throw new Error('no book');
  await finishWithReading(reader, first.mediaID, daysAgo(12), daysAgo(2), 8);
  const film = await createMedia(admin, { type: 'movie', title: `Film of ${tag}` });
  await callApi(admin, 'PATCH', `/medias/${film}`, { numPages: 90 });
  await finishWithReading(reader, film, daysAgo(3), daysAgo(3), 6);
  return { seriesID, name, books };
}
