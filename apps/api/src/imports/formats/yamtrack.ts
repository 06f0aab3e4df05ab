import { type MediaType, type Status } from '@shelfmark/contract';
import { type CsvRecord, readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { dateCell } from '../rows/dates';
import { episodicViewing, readingOf } from '../rows/readings';
import { type EpisodePlay, episodeHistory } from '../rows/episode-history';
import { idsAtSource } from '../rows/external-ids';
import { type ServiceRow, statusCell, toParsedRow } from '../rows/service-rows';
import { parseWhole, ROUNDED_RATINGS, tenPointRating } from '../rows/text';

const YAMTRACK_COLUMNS = ['media_id', 'source', 'media_type', 'title', 'status'] as const;

const STATUSES: Record<string, Status> = {
  completed: 'read',
  'in progress': 'currentlyReading',
  planning: 'TBR',
  // Paused: started and not given up, which Shelfmark calls currently reading.
  paused: 'currentlyReading',
  dropped: 'DNF',
};

/** Yamtrack's media types; anime is kept as a TV show with the anime genre, manga and comics as books with graphic novels. */
const TYPES: Record<string, { type: MediaType; genres: number[] }> = {
  movie: { type: 'movie', genres: [] },
  tv: { type: 'tvshow', genres: [] },
  anime: { type: 'tvshow', genres: [16] },
  manga: { type: 'book', genres: [7] },
  comic: { type: 'book', genres: [7] },
  book: { type: 'book', genres: [] },
  game: { type: 'videogame', genres: [] },
};

function skipReason(mediaType: string): string | undefined {
  if (mediaType in TYPES) return undefined;
  if (mediaType === 'boardgame') return 'Shelfmark has no board games';
  return `Shelfmark has no place for Yamtrack's “${mediaType || 'untyped'}” media`;
}

/** A show's season and episode lines belong to the show's own line (media type tv, same source and id). */
const PARTS = new Set(['season', 'episode']);

interface Item {
  /** The item's own lines: one per play (a movie seen twice has two). */
  lines: CsvRecord[];
  /** A show's season and episode lines. */
  parts: CsvRecord[];
}

const cellOf = (record: CsvRecord, column: string) => record.cell(column).trim();

function itemsOf(records: CsvRecord[]): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const record of records) {
    const mediaType = cellOf(record, 'media_type').toLowerCase();
    const part = PARTS.has(mediaType);
    const key = part
      ? [cellOf(record, 'source'), 'tv', cellOf(record, 'media_id'), '', ''].join(':')
      : [cellOf(record, 'source'), mediaType, cellOf(record, 'media_id'), cellOf(record, 'season_number'), cellOf(record, 'episode_number')].join(':');
    const item = items.get(key) ?? { lines: [], parts: [] };
    (part ? item.parts : item.lines).push(record);
    items.set(key, item);
  }
  return items;
}

/**
 * A show watched episode by episode as one viewing, from the first day its lines give to the
 * last (an episode's end_date, older exports' watch_date; the show's and its seasons' own
 * start_date and end_date, which Yamtrack derives from them): finished or dropped as the show's
 * line says, else still going.
 */
function showViewing(lines: CsvRecord[], status: Status, unread: string[]): ServiceRow['readings'] {
  const dates = lines.flatMap((line) => ['start_date', 'end_date', 'watch_date'].filter((column) => line.has(column)).map((column) => dateCell(line.cell(column), column, unread)));
  const viewing = episodicViewing(dates, status === 'read' ? 'read' : status === 'DNF' ? 'DNF' : 'open');
  return viewing ? [viewing] : [];
}

/** Each Completed or Dropped line a reading, the latest In progress line an open one. */
function playReadings(lines: CsvRecord[], latest: CsvRecord, unread: string[]): ServiceRow['readings'] {
  return lines.flatMap((line) => {
    const lineStatus = statusCell(line.cell('status'), STATUSES, 'status', unread);
    const start = dateCell(line.cell('start_date'), 'start_date', unread);
    const end = dateCell(line.cell('end_date'), 'end_date', unread);
    const reading =
      lineStatus === 'read' || lineStatus === 'DNF'
        ? readingOf(start, end, lineStatus === 'DNF' ? 'DNF' : 'read')
        : lineStatus === 'currentlyReading' && line === latest
          ? readingOf(start, null, null, true)
          : null;
    return reading ? [reading] : [];
  });
}

/**
 * The item's id at its source: TMDB (movie or show), IGDB, Open Library (a work or an edition);
 * MyAnimeList, MangaUpdates, Comic Vine and manual entries have no place among Shelfmark's ids.
 */
function idsOf(first: CsvRecord, type: MediaType): ServiceRow['externalIds'] {
  return idsAtSource(cellOf(first, 'source'), cellOf(first, 'media_id'), type);
}

/** A show's episode lines as plays: the day each was watched (end_date; watch_date in older exports). */
function episodePlays(episodes: CsvRecord[], unread: string[]): EpisodePlay[] {
  return episodes.flatMap((line) => {
    const season = parseWhole(line.cell('season_number'));
    const episode = parseWhole(line.cell('episode_number'));
    const column = line.has('end_date') && line.cell('end_date').trim() !== '' ? 'end_date' : 'watch_date';
    const at = line.has(column) ? dateCell(line.cell(column), column, unread) : null;
    return season !== null && episode !== null && at ? [{ season, episode, at: at.iso }] : [];
  });
}

function rowOf(key: string, { lines, parts }: Item): ServiceRow {
  const unread: string[] = [];
  const all = [...lines, ...parts];
  const first = (lines[0] ?? parts[0]) as CsvRecord;
  const progressedAt = (line: CsvRecord) => dateCell(line.cell('progressed_at'), 'progressed_at', unread)?.iso ?? '';
  const latest = lines.reduce<CsvRecord | null>((best, line) => (best === null || progressedAt(line) > progressedAt(best) ? line : best), null);
  // Episodes tracked without the show's own line: the show is being watched.
  const mediaType = latest ? cellOf(latest, 'media_type').toLowerCase() : 'tv';
  const mapped = TYPES[mediaType];
  const status = latest ? statusCell(latest.cell('status'), STATUSES, 'status', unread) : 'currentlyReading';
  const episodes = parts.filter((part) => cellOf(part, 'media_type').toLowerCase() === 'episode');
  const plays = episodePlays(episodes, unread);
  const history = plays.length > 0 ? episodeHistory(plays, status === 'read' ? 'read' : status === 'DNF' ? 'DNF' : 'open') : null;
  // One viewing spans the show's and seasons' own dates too; a rewatch makes more (episodeHistory).
  const readings =
    history && history.readings.length > 1 ? history.readings : parts.length > 0 ? showViewing(all, status, unread) : latest ? playReadings(lines, latest, unread) : [];
  const notes = lines.map((line) => line.cell('notes').trim()).filter(Boolean);
  const added = all.map((line) => dateCell(line.cell('created_at'), 'created_at', unread)?.iso).filter((date): date is string => Boolean(date)).sort()[0] ?? null;
  const watched = new Set(episodes.map((episode) => `${cellOf(episode, 'season_number')}:${cellOf(episode, 'episode_number')}`)).size;
  return {
    rowNumber: first.line,
    sourceKey: `yamtrack:${key}`,
    type: mapped?.type ?? 'movie',
    title: first.cell('title').trim(),
    creators: [],
    isbn: null,
    year: null,
    pages: null,
    genres: mapped?.genres ?? [],
    status,
    rating: latest ? tenPointRating(latest.cell('score')) : null,
    review: notes.length > 0 ? [...new Set(notes)].join('\n\n') : null,
    favorited: false,
    addedAt: added,
    readings,
    tags: [],
    // Pages for books, episodes for shows; a game's "3h 00min" of play is not a count.
    progress: (latest ? parseWhole(latest.cell('progress')) : null) ?? watched,
    externalIds: idsOf(first, mapped?.type ?? 'movie'),
    ...(history ? { watches: history.watches } : {}),
    unread,
    ...(skipReason(mediaType) ? { skip: skipReason(mediaType) } : {}),
  };
}

/**
 * Yamtrack's CSV export (Settings → Import/Export → Export CSV): one line per tracked item and
 * play, and a show's seasons and episodes on lines of their own. Lines of the same item (source,
 * type, id) are one row, each line a play; a show's episode lines are one viewing of the show,
 * from the first episode watched to the last (docs/import-export.md).
 */
export function parseYamtrack(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, YAMTRACK_COLUMNS, 'The file', 'Yamtrack');
  const rows = [...itemsOf(records)].map(([key, item]) => toParsedRow(rowOf(key, item), now));
  const rounded = records.some((record) => /\.\d*[1-9]/.test(record.cell('score')));
  return { rows, extra: rounded ? { notices: [ROUNDED_RATINGS.decimals] } : null };
}
