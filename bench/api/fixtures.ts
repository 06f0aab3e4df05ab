import { BENCH_PASSWORD, HEAVY_USER } from '../generate/profiles';
import { FIRST_NAMES, NOUNS, RARE_WORDS, SURNAMES } from '../generate/words';

/** What the cases request, found through the API itself on the generated data. */
export interface Fixtures {
  token: string;
  /** The heavy user's library entries, with their media. */
  entries: { usermediaId: number; mediaId: number; numPages: number | null; status: string }[];
  queries: { common: string; rare: string; misspelt: string; creator: string; series: string; isbn: string };
  /** The genre most of the heavy user's first items have (for the genre shelf case). */
  genre: number;
}

interface Summary {
  usermediaID: number;
  mediaID: number;
  status: string;
  media: { title: string; type: string; isbn?: string | null; numPages?: number | null; series: { name: string } | null; genres: { genreID: number }[] };
}

export async function call<T>(baseUrl: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(baseUrl: string): Promise<string> {
  const answer = await call<string | { token: string }>(baseUrl, '/sessions', {
    method: 'POST',
    body: JSON.stringify({ username: HEAVY_USER, password: BENCH_PASSWORD }),
  });
  return typeof answer === 'string' ? answer : answer.token;
}

const rareWords = new Set(RARE_WORDS.map((word) => word.toLowerCase()));

export async function loadFixtures(baseUrl: string): Promise<Fixtures> {
  const token = await signIn(baseUrl);
  const summaries: Summary[] = [];
  for (let page = 1; page <= 10; page += 1) {
    summaries.push(...(await call<Summary[]>(baseUrl, `/usermedias/library/page?library=recent&sortBy=recent&asc=true&pageSize=100&pageNumber=${page}`, {}, token)));
  }
  if (summaries.length < 500) throw new Error(`the heavy user has only ${summaries.length} items: is the data generated?`);
  const rare = summaries.flatMap((entry) => entry.media.title.split(' ')).find((word) => rareWords.has(word.toLowerCase()));
  const isbn = summaries.find((entry) => entry.media.isbn)?.media.isbn;
  const series = summaries.find((entry) => entry.media.series)?.media.series?.name;
  if (!rare || !isbn || !series) throw new Error('no rare title word, ISBN or series among the heavy user’s items');
  const genreCounts = new Map<number, number>();
  for (const { genreID } of summaries.flatMap((entry) => entry.media.genres)) genreCounts.set(genreID, (genreCounts.get(genreID) ?? 0) + 1);
  const [genre] = [...genreCounts].sort((a, b) => b[1] - a[1])[0] ?? [1];
  const common = NOUNS[0];
  const misspeltFrom = NOUNS[12];
  return {
    token,
    entries: summaries.map((entry) => ({ usermediaId: entry.usermediaID, mediaId: entry.mediaID, numPages: entry.media.numPages ?? null, status: entry.status })),
    queries: {
      common,
      rare,
      // "Kingdom" without its o: one letter lost, as typed in a hurry.
      misspelt: misspeltFrom.slice(0, -2) + misspeltFrom.slice(-1),
      creator: `${FIRST_NAMES[3]} ${SURNAMES[123]}`,
      series,
      isbn,
    },
    genre,
  };
}

/** How many journal entries with this title the given library entries hold. */
export async function countJournalEntries(baseUrl: string, token: string, usermediaIds: readonly number[], title: string): Promise<number> {
  let total = 0;
  for (const id of new Set(usermediaIds)) {
    const entry = await call<{ entries: { title: string }[] }>(baseUrl, `/usermedias/${id}`, {}, token);
    total += entry.entries.filter((journal) => journal.title === title).length;
  }
  return total;
}
