import { randomBytes } from 'node:crypto';
import type { Account } from './accounts';
import { e2eServer } from './servers';

async function call<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eServer.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export interface ShelfBook {
  title: string;
  /** 'First Last'; the last word is the last name the library sorts by. */
  creator: string;
  numPages?: number;
}

/** Keeps this run's titles apart from other tests' data in the shared catalogue. */
export function runTag(): string {
  return randomBytes(3).toString('hex');
}

export interface NewBook extends ShelfBook {
  genreIDs?: number[];
}

/** Creates the book (as admin) with its creator; answers its mediaID. */
export async function createBook(admin: Account, book: NewBook): Promise<number> {
  const words = book.creator.split(' ');
  const { creatorID } = await call<{ creatorID: number }>(admin, 'POST', '/creators', {
    name: book.creator,
    first: words.slice(0, -1).join(' ') || null,
    last: words.at(-1),
  });
  const { mediaID } = await call<{ mediaID: number }>(admin, 'POST', '/medias', {
    type: 'book',
    title: book.title,
    creators: [creatorID],
    genreIDs: book.genreIDs ?? [],
    restricted: false,
    numPages: book.numPages ?? 300,
  });
  return mediaID;
}

/** Puts an item on the reader's shelf with a status; answers the usermediaID. */
export async function addToShelf(reader: Account, mediaID: number, status: string): Promise<number> {
  const entry = await call<{ usermediaID: number }>(reader, 'POST', `/usermedias?mediaID=${mediaID}&status=${status}`);
  return entry.usermediaID;
}

/** Creates one of the reader's tags; answers its tagID. */
export async function createTag(reader: Account, tagValue: string): Promise<number> {
  return (await call<{ tagID: number }>(reader, 'POST', `/tags?tagValue=${encodeURIComponent(tagValue)}`)).tagID;
}

/** Creates the book (as admin) with its creator and puts it on the reader's shelf with a status; answers the usermediaID. */
export async function shelveBook(admin: Account, reader: Account, book: ShelfBook, status: string): Promise<number> {
  return addToShelf(reader, await createBook(admin, book), status);
}
