import type { Account } from './accounts';
import { e2eServer } from './servers';

async function call<T>(account: Account | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eServer.url}/api/v1${path}`, {
    method,
    headers: { ...(account ? { Authorization: `Bearer ${account.token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export interface FinishedBook {
  title: string;
  creator: string;
  numPages: number;
  /** YYYY-MM-DD, in the past. */
  finished: string;
  rating?: number;
  review?: string;
  /** Give the book an ISBN (its cover name) and a cover. */
  cover?: boolean;
}

/** A random, valid ISBN-13. */
function randomIsbn(): string {
  const digits = `978${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

async function createBook(admin: Account, book: FinishedBook): Promise<number> {
  const words = book.creator.split(' ');
  const { creatorID } = await call<{ creatorID: number }>(admin, 'POST', '/creators', { name: book.creator, first: words.slice(0, -1).join(' ') || null, last: words.at(-1) });
  const isbn = book.cover ? randomIsbn() : undefined;
  const { mediaID } = await call<{ mediaID: number }>(admin, 'POST', '/medias', {
    type: 'book',
    title: book.title,
    creators: [creatorID],
    genreIDs: [],
    restricted: false,
    numPages: book.numPages,
    ...(isbn ? { isbn } : {}),
  });
  if (isbn) await uploadCover(admin, isbn);
  return mediaID;
}

/** A book the reader read and finished on a given day, rated and reviewed, through the API as the app does it. */
export async function finishBook(admin: Account, reader: Account, book: FinishedBook): Promise<number> {
  const mediaID = await createBook(admin, book);
  const { usermediaID } = await call<{ usermediaID: number }>(reader, 'POST', `/usermedias?mediaID=${mediaID}&status=currentlyReading`);
  const entry = await call<{ currentReading: { readingID: number } }>(reader, 'GET', `/usermedias/${usermediaID}`);
  const start = new Date(Date.parse(`${book.finished}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  await call(reader, 'PATCH', `/readings/${entry.currentReading.readingID}`, { start, end: book.finished });
  await call(reader, 'PATCH', `/usermedias/${usermediaID}`, { status: 'read' });
  if (book.rating) await call(reader, 'PATCH', `/usermedias/${usermediaID}`, { rating: book.rating });
  if (book.review) await call(reader, 'PATCH', `/usermedias/${usermediaID}`, { review: book.review });
  return mediaID;
}

/** A JPEG's first bytes are all the cover host checks. */
export async function uploadCover(admin: Account, name: string): Promise<void> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], { type: 'image/jpeg' }), `${name}.jpg`);
  const response = await fetch(`${e2eServer.url}/api/v1/covers`, { method: 'POST', headers: { Authorization: `Bearer ${admin.token}` }, body: form });
  if (!response.ok) throw new Error(`cover upload answered ${response.status}`);
}

/** An upcoming film on the reader's Watch List ("Not Out Yet"). */
export async function watchUpcomingFilm(admin: Account, reader: Account, title: string, publication: string): Promise<number> {
  const { mediaID } = await call<{ mediaID: number }>(admin, 'POST', '/medias', { type: 'movie', title, creators: [], genreIDs: [], restricted: false, publication, numPages: 150 });
  await call(reader, 'POST', `/usermedias?mediaID=${mediaID}&status=watch`);
  return mediaID;
}
