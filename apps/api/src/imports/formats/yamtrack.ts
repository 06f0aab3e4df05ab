import { type MediaType, type Status } from '@shelfmark/contract';
import { type CsvRecord, readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { parseDated, parseWhole, readingOf, ROUNDED_RATINGS, tenPointRating } from '../rows/text';

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
  if (mediaType === 'season' || mediaType === 'episode') return `Yamtrack ${mediaType}s are not imported: Shelfmark keeps the show, not its seasons and episodes`;
  if (mediaType === 'boardgame') return 'Shelfmark has no board games';
  return `Shelfmark has no place for Yamtrack's “${mediaType || 'untyped'}” media`;
}

/**
 * Yamtrack's CSV export (Settings → Import/Export → Export CSV): one line per tracked item and
 * play. Lines of the same item (source, type, id) are one row, each line a reading; seasons and
 * episodes are skipped with a reason, since Shelfmark tracks the show (docs/import-export.md).
 */
export function parseYamtrack(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, YAMTRACK_COLUMNS, 'The file', 'Yamtrack');
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const mediaType = record.cell('media_type').trim().toLowerCase();
    const key = [record.cell('source'), mediaType, record.cell('media_id'), record.cell('season_number'), record.cell('episode_number')].map((part) => part.trim()).join(':');
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const rows = [...groups.entries()].map(([key, lines]) => {
    const [first] = lines as [CsvRecord];
    const latest = lines.reduce((best, line) => (line.cell('progressed_at') > best.cell('progressed_at') ? line : best), first);
    const mediaType = first.cell('media_type').trim().toLowerCase();
    const mapped = TYPES[mediaType];
    const status = STATUSES[latest.cell('status').trim().toLowerCase()] ?? 'library';
    const readings = lines.flatMap((line) => {
      const lineStatus = STATUSES[line.cell('status').trim().toLowerCase()];
      const start = parseDated(line.cell('start_date'));
      const end = parseDated(line.cell('end_date'));
      if (lineStatus === 'read' || lineStatus === 'DNF') return [readingOf(start, end, lineStatus === 'DNF' ? 'DNF' : 'read')].filter((reading) => reading !== null);
      if (lineStatus === 'currentlyReading' && line === latest) return [readingOf(start, null, null, true)].filter((reading) => reading !== null);
      return [];
    });
    const notes = lines.map((line) => line.cell('notes').trim()).filter(Boolean);
    const added = lines.map((line) => parseDated(line.cell('created_at'))?.iso).filter((date): date is string => Boolean(date)).sort()[0] ?? null;
    const row: ServiceRow = {
      rowNumber: first.line,
      sourceKey: `yamtrack:${key}`,
      type: mapped?.type ?? (mediaType === 'season' || mediaType === 'episode' ? 'tvshow' : 'movie'),
      title: first.cell('title').trim(),
      creators: [],
      isbn: null,
      year: null,
      pages: null,
      genres: mapped?.genres ?? [],
      status,
      rating: tenPointRating(latest.cell('score')),
      review: notes.length > 0 ? [...new Set(notes)].join('\n\n') : null,
      favorited: false,
      addedAt: added,
      readings,
      tags: [],
      // Pages for books, episodes for shows; a game's "3h 00min" of play is not a count.
      progress: parseWhole(latest.cell('progress')) ?? 0,
      ...(skipReason(mediaType) ? { skip: skipReason(mediaType) } : {}),
    };
    return toParsedRow(row, now);
  });
  const rounded = records.some((record) => /\.\d*[1-9]/.test(record.cell('score')));
  return { rows, extra: rounded ? { notices: [ROUNDED_RATINGS.decimals] } : null };
}
