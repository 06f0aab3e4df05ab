import type { LookupResult } from '@shelfmark/contract';
import { genreIdsFor } from '../../media/genre-names';
import { toIsbn13 } from '../../media/isbn';
import { coverPathFor, datedPublication, emptyResult, idsOf, type LookupRequest, type MetadataService, type ServiceContext } from './common';

const LABEL = 'Open Library';

interface BooksApiEntry {
  /** The edition, /books/OL…M. */
  key?: string;
  title?: string;
  subtitle?: string;
  authors?: { name?: string }[];
  number_of_pages?: number;
  publish_date?: string;
  subjects?: { name?: string }[];
  cover?: { large?: string };
  identifiers?: { isbn_13?: string[]; isbn_10?: string[] };
  details?: { works?: { key?: string }[]; description?: string | { value?: string } };
}
interface SearchDoc {
  key?: string;
  title?: string;
  author_name?: string[];
  first_publish_year?: number;
  isbn?: string[];
  number_of_pages_median?: number;
  cover_i?: number;
  subject?: string[];
  /** The edition whose cover the work shows, OL…M. */
  cover_edition_key?: string;
}
interface Work {
  description?: string | { value?: string };
}

const textOf = (value: string | { value?: string } | undefined) => (typeof value === 'string' ? value : (value?.value ?? null));
const headers = (context: ServiceContext) => ({ 'user-agent': context.userAgent, accept: 'application/json' });

/** A book by ISBN: the Books API (jscmd=details and data), then its work for the description. */
async function byIsbn(isbn: string, context: ServiceContext): Promise<LookupResult[]> {
  const { config } = context;
  const key = `ISBN:${isbn}`;
  const data = await context.json<Record<string, BooksApiEntry>>({
    url: `${config.openLibraryUrl}/api/books?bibkeys=${encodeURIComponent(key)}&format=json&jscmd=data`,
    headers: headers(context),
    timeoutMs: config.timeoutMs,
  });
  const entry = data?.[key];
  if (!entry?.title) return [];
  const works = await context.json<Record<string, BooksApiEntry>>({
    url: `${config.openLibraryUrl}/api/books?bibkeys=${encodeURIComponent(key)}&format=json&jscmd=details`,
    headers: headers(context),
    timeoutMs: config.timeoutMs,
  });
  const details = works?.[key]?.details;
  let description = textOf(details?.description);
  const workKey = details?.works?.[0]?.key;
  if (!description && workKey && /^\/works\/OL\d+W$/.test(workKey)) {
    description = textOf((await context.json<Work>({ url: `${config.openLibraryUrl}${workKey}.json`, headers: headers(context), timeoutMs: config.timeoutMs }))?.description);
  }
  const isbn13 = entry.identifiers?.isbn_13?.[0] ?? toIsbn13(isbn);
  return [
    {
      ...emptyResult('openlibrary', workKey ?? key, 'book', entry.subtitle ? `${entry.title}: ${entry.subtitle}` : entry.title),
      creators: (entry.authors ?? []).flatMap((author) => (author.name ? [author.name] : [])),
      description,
      isbn: isbn13,
      ...datedPublication(entry.publish_date),
      numPages: entry.number_of_pages ?? null,
      genreIDs: genreIdsFor((entry.subjects ?? []).flatMap((subject) => (subject.name ? [subject.name] : []))),
      coverUrl: entry.cover?.large && isbn13 ? coverPathFor('openlibrary', `isbn-${isbn13}`) : null,
      externalIds: idsOf({ openlibrary_work: workKey, openlibrary_edition: entry.key }),
    },
  ];
}

async function byTitle(q: string, context: ServiceContext): Promise<LookupResult[]> {
  const { config } = context;
  const fields = 'key,title,author_name,first_publish_year,isbn,number_of_pages_median,cover_i,subject,cover_edition_key';
  const data = await context.json<{ docs?: SearchDoc[] }>({
    url: `${config.openLibraryUrl}/search.json?q=${encodeURIComponent(q)}&fields=${fields}&limit=10`,
    headers: headers(context),
    timeoutMs: config.timeoutMs,
  });
  return (data?.docs ?? []).flatMap((doc) => {
    if (!doc.title) return [];
    const isbn = doc.isbn?.map((value) => toIsbn13(value)).find((value) => value !== null) ?? null;
    return [
      {
        ...emptyResult('openlibrary', doc.key ?? doc.title, 'book', doc.title),
        creators: doc.author_name ?? [],
        isbn,
        ...datedPublication(doc.first_publish_year),
        numPages: doc.number_of_pages_median ?? null,
        genreIDs: genreIdsFor(doc.subject ?? []),
        coverUrl: doc.cover_i ? coverPathFor('openlibrary', `id-${doc.cover_i}`) : null,
        externalIds: idsOf({ openlibrary_work: doc.key, openlibrary_edition: doc.cover_edition_key }),
      },
    ];
  });
}

export const openLibrary: MetadataService = {
  service: 'openlibrary',
  label: LABEL,
  unconfigured: () => null,
  search: (request: LookupRequest, context) => (request.isbn ? byIsbn(request.isbn, context) : byTitle(request.q ?? '', context)),
  coverAddress: (coverId, { config }) => {
    const id = /^id-(\d{1,12})$/.exec(coverId);
    if (id) return `${config.openLibraryCoversUrl}/b/id/${id[1]}-L.jpg`;
    const isbn = /^isbn-(\d{13})$/.exec(coverId);
    return isbn ? `${config.openLibraryCoversUrl}/b/isbn/${isbn[1]}-L.jpg?default=false` : null;
  },
};
