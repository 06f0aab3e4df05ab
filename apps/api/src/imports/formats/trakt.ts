import type { MediaType } from '@shelfmark/contract';
import { readTraktFiles, type TraktItem } from './trakt-files';
import type { ParsedFile } from '../rows/parsed-file';
import { dateCell } from '../rows/dates';
import { type EpisodePlay, episodeHistory } from '../rows/episode-history';
import { episodeExternalIdsOf, externalIdsOf } from '../rows/external-ids';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { tenPointRating } from '../rows/text';

interface Work {
  key: string;
  type: MediaType;
  title: string;
  year: number | null;
  firstSeen: { file: string; line: number };
  watches: string[];
  /** Episode plays of a show, each dated. */
  plays: EpisodePlay[];
  ids: ServiceRow['externalIds'];
  airedEpisodes: number | null;
  rating: { value: number; at: string | null } | null;
  watchlisted: string | null;
  favourite: boolean;
  comments: { at: string; text: string }[];
  dates: string[];
  unread: string[];
}

/**
 * A Trakt export zip (Settings → Data → Export): watch history, watched movies and shows,
 * ratings (already 1–10), watchlist, favourites and comments, gathered into one row per movie
 * or show. Each watch of a movie is a reading; a show's episode watches make one reading from
 * the first to the last, finished once every aired episode is watched (docs/import-export.md).
 */
export async function parseTrakt(data: Buffer, now = new Date()): Promise<ParsedFile> {
  const files = await readTraktFiles(data);
  const works = new Map<string, Work>();
  const skipped: ServiceRow[] = [];
  const workOf = (item: TraktItem, file: string, line: number): Work | null => {
    const isShow = item.show && !item.movie;
    const info = isShow ? item.show : item.movie;
    if (!info?.title) return null;
    const ids = info.ids ?? {};
    const id = ids.trakt ?? ids.slug ?? ids.imdb ?? `${info.title.toLowerCase()}|${info.year ?? ''}`;
    const key = `trakt:${isShow ? 'show' : 'movie'}:${id}`;
    let work = works.get(key);
    if (!work) {
      work = {
        key,
        type: isShow ? 'tvshow' : 'movie',
        title: info.title,
        year: info.year ?? null,
        firstSeen: { file, line },
        watches: [],
        plays: [],
        ids: externalIdsOf(isShow ? { imdb: ids.imdb, tmdb_tv: ids.tmdb, tvdb: ids.tvdb } : { imdb: ids.imdb, tmdb_movie: ids.tmdb }),
        airedEpisodes: null,
        rating: null,
        watchlisted: null,
        favourite: false,
        comments: [],
        dates: [],
        unread: [],
      };
      works.set(key, work);
    }
    work.airedEpisodes = info.aired_episodes ?? work.airedEpisodes;
    return work;
  };
  const watchEpisode = (work: Work, season: number, episode: number, at: string, details: Pick<EpisodePlay, 'title' | 'ids'> = {}) => {
    work.plays.push({ season, episode, at, ...details });
  };
  const fromHistory = new Set<string>();

  for (const file of files) {
    file.items.forEach((item, index) => {
      const line = index + 1;
      const isPart = (item.type === 'episode' || item.type === 'season') && file.kind !== 'watched-history';
      if (isPart || (item.type === 'person')) {
        const title = item.show?.title ?? 'an episode';
        skipped.push(skipRow(file.name, line, title, item.type === 'person' ? 'Trakt people are not imported' : `Trakt ${item.type}s are not imported: Shelfmark rates, lists and comments on the show, not its seasons and episodes`));
        return;
      }
      const work = workOf(item, file.name, line);
      if (!work) return;
      const dayOf = (value: string | null | undefined, field: string) => dateCell(value, `${file.name} ${field}`, work.unread)?.iso ?? null;
      switch (file.kind) {
        case 'watched-history': {
          const at = dayOf(item.watched_at, 'watched_at');
          if (!at) return;
          fromHistory.add(work.key);
          if (work.type === 'tvshow' && item.episode) {
            const ids = item.episode.ids ?? {};
            watchEpisode(work, item.episode.season ?? 1, item.episode.number ?? 0, at, {
              title: item.episode.title,
              ids: episodeExternalIdsOf({ tmdb_episode: ids.tmdb, tvdb_episode: ids.tvdb, imdb: ids.imdb }),
            });
          } else {
            work.watches.push(at);
          }
          work.dates.push(at);
          return;
        }
        case 'watched-movies': {
          const at = dayOf(item.last_watched_at, 'last_watched_at');
          if (at && !fromHistory.has(work.key)) work.watches.push(at);
          if (at) work.dates.push(at);
          return;
        }
        case 'watched-shows': {
          if (fromHistory.has(work.key)) return;
          // An episode's plays without their dates are one watch, on the last.
          for (const season of item.seasons ?? []) {
            for (const episode of season.episodes) {
              const at = dayOf(episode.last_watched_at, 'last_watched_at');
              if (at) watchEpisode(work, season.number, episode.number, at);
            }
          }
          const at = dayOf(item.last_watched_at, 'last_watched_at');
          if (at) work.dates.push(at);
          return;
        }
        case 'ratings-movies':
        case 'ratings-shows': {
          const value = tenPointRating(item.rating ?? null);
          if (value !== null) work.rating = { value, at: dayOf(item.rated_at, 'rated_at') };
          return;
        }
        case 'lists-watchlist':
          work.watchlisted = dayOf(item.listed_at, 'listed_at') ?? work.watchlisted ?? '';
          return;
        case 'lists-favorites':
          work.favourite = true;
          return;
        case 'comments-movies':
        case 'comments-shows':
          if (item.comment?.comment.trim()) work.comments.push({ at: dayOf(item.comment.created_at, 'created_at') ?? '', text: item.comment.comment.trim() });
          return;
      }
    });
  }
  const rows = [...[...works.values()].map(rowOf), ...skipped].map((row) => toParsedRow(row, now));
  return { rows, extra: null };
}

function skipRow(file: string, line: number, title: string, reason: string): ServiceRow {
  return {
    rowNumber: line,
    sourceKey: `trakt-skipped:${file}:${line}`,
    type: 'tvshow',
    title,
    creators: [],
    isbn: null,
    year: null,
    pages: null,
    status: 'library',
    rating: null,
    review: null,
    favorited: false,
    addedAt: null,
    readings: [],
    tags: [],
    skip: reason,
  };
}

function rowOf(work: Work): ServiceRow {
  const readings: ServiceRow['readings'] = [];
  let status: ServiceRow['status'];
  let progress = 0;
  let watches: ServiceRow['watches'];
  if (work.type === 'movie') {
    // Two plays of one day are one watch (toParsedRow keeps it once).
    for (const at of work.watches) readings.push({ dateStarted: at, dateFinished: at, status: 'read' });
    status = readings.length > 0 || work.rating ? 'read' : work.watchlisted !== null ? 'TBR' : 'library';
  } else {
    // Specials (season 0) do not count towards having seen the show.
    const regular = new Set(work.plays.filter((play) => play.season !== 0).map((play) => `${play.season}:${play.episode}`));
    progress = regular.size;
    const finished = work.airedEpisodes !== null ? regular.size >= work.airedEpisodes : false;
    const history = episodeHistory(work.plays, finished ? 'read' : 'open');
    readings.push(...history.readings);
    watches = history.watches;
    const viewed = history.readings.length > 0;
    status = viewed ? (finished ? 'read' : 'currentlyReading') : work.rating ? 'read' : work.watchlisted !== null ? 'TBR' : 'library';
  }
  return {
    // Its position in the first file it appears in (files read in the export's order, pages by number).
    rowNumber: work.firstSeen.line,
    sourceKey: work.key,
    type: work.type,
    title: work.title,
    creators: [],
    isbn: null,
    year: work.year,
    pages: null,
    status,
    rating: work.rating?.value ?? null,
    review: work.comments.length === 0 ? null : work.comments.sort((a, b) => a.at.localeCompare(b.at)).map((comment) => comment.text).join('\n\n'),
    favorited: work.favourite,
    addedAt: [work.watchlisted, work.rating?.at ?? null, ...work.dates].filter((date): date is string => Boolean(date)).sort()[0] ?? null,
    readings,
    tags: [],
    progress,
    externalIds: work.ids,
    ...(watches ? { watches } : {}),
    unread: work.unread,
  };
}
