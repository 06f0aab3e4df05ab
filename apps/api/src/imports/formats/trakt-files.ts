import { z } from 'zod';
import { invalid } from '../../errors';
import { exportRoot, openZip } from '../files/zip';

/** The files read, by name without their page number (watched-history-2.json is page 2). */
export const KINDS = [
  'watched-history',
  'watched-movies',
  'watched-shows',
  'ratings-movies',
  'ratings-shows',
  'lists-watchlist',
  'lists-favorites',
  'comments-movies',
  'comments-shows',
] as const;
export type Kind = (typeof KINDS)[number];

export function kindOf(name: string): { kind: Kind; page: number } | null {
  const match = /^([a-z-]+?)(?:-(\d+))?\.json$/.exec(name);
  const kind = KINDS.find((candidate) => candidate === match?.[1]);
  return kind ? { kind, page: Number(match?.[2] ?? 0) } : null;
}

const Ids = z.object({ trakt: z.number().nullish(), slug: z.string().nullish(), imdb: z.string().nullish(), tmdb: z.number().nullish(), tvdb: z.number().nullish() }).partial();
const Work = z.object({ title: z.string().nullish(), year: z.number().nullish(), ids: Ids.nullish(), aired_episodes: z.number().nullish() });
const Item = z.looseObject({
  type: z.string().nullish(),
  movie: Work.nullish(),
  show: Work.nullish(),
  season: z.unknown().optional(),
  episode: z.looseObject({ season: z.number().nullish(), number: z.number().nullish(), title: z.string().nullish(), ids: Ids.nullish() }).nullish(),
  watched_at: z.string().nullish(),
  last_watched_at: z.string().nullish(),
  listed_at: z.string().nullish(),
  rated_at: z.string().nullish(),
  rating: z.number().nullish(),
  plays: z.number().nullish(),
  seasons: z.array(z.object({ number: z.number(), episodes: z.array(z.object({ number: z.number(), plays: z.number().nullish(), last_watched_at: z.string().nullish() })) })).nullish(),
  comment: z.looseObject({ comment: z.string(), created_at: z.string().nullish() }).nullish(),
});
export type TraktItem = z.infer<typeof Item>;

/** The export's JSON files under its folder, each checked to be a list of Trakt items (a 400 naming the file otherwise). */
export async function readTraktFiles(data: Buffer): Promise<{ name: string; kind: Kind; items: TraktItem[] }[]> {
  const zip = await openZip(data);
  try {
    const root = exportRoot(zip.paths, (name) => kindOf(name) !== null);
    if (root === null) throw invalid(`This zip is not a Trakt export: it has none of ${KINDS.map((kind) => `${kind}.json`).join(', ')}`);
    const files = zip.paths
      .filter((path) => path.startsWith(root) && !path.slice(root.length).includes('/') && kindOf(path.slice(root.length)))
      .map((path) => ({ path, name: path.slice(root.length), ...(kindOf(path.slice(root.length)) as { kind: Kind; page: number }) }))
      // Files in a fixed order (pages by number), so rows are numbered the same whatever the zip's order.
      .sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.page - b.page);
    const read = [];
    for (const file of files) {
      let json: unknown;
      try {
        json = JSON.parse((await zip.read(file.path)).toString('utf8').replace(/^\uFEFF/, ''));
      } catch {
        throw invalid(`The Trakt export is damaged: ${file.name} is not JSON`);
      }
      const parsed = z.array(Item).safeParse(json);
      if (!parsed.success) throw invalid(`The Trakt export is damaged: ${file.name} is not a list of Trakt items (at ${parsed.error.issues[0]?.path.join('.') ?? ''})`);
      read.push({ name: file.name, kind: file.kind, items: parsed.data });
    }
    return read;
  } finally {
    zip.close();
  }
}

