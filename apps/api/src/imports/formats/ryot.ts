import type { DatedValue, MediaType, Status } from '@shelfmark/contract';
import { z } from 'zod';
import { invalid } from '../../errors';
import type { ParsedFile } from '../rows/parsed-file';
import { dateCell } from '../rows/dates';
import { type EpisodicState, episodicViewing, readingOf } from '../rows/readings';
import { type EpisodePlay, episodeHistory } from '../rows/episode-history';
import { idsAtSource } from '../rows/external-ids';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { ROUNDED_RATINGS, tenPointRating } from '../rows/text';

/** Ryot's lots; manga and comics are books with the graphic-novels genre, anime a TV show with the anime genre. */
const LOTS: Record<string, { type: MediaType; genres: number[] }> = {
  book: { type: 'book', genres: [] },
  audio_book: { type: 'book', genres: [] },
  manga: { type: 'book', genres: [7] },
  comic_book: { type: 'book', genres: [7] },
  movie: { type: 'movie', genres: [] },
  show: { type: 'tvshow', genres: [] },
  anime: { type: 'tvshow', genres: [16] },
  music: { type: 'album', genres: [] },
  video_game: { type: 'videogame', genres: [] },
};

/** Ryot's own collections, which are statuses or flags in Shelfmark rather than tags. */
const SYSTEM_COLLECTIONS = new Set(['watchlist', 'in progress', 'completed', 'monitoring', 'reminders', 'owned', 'custom', 'favorites', 'favourites']);

const Decimal = z.union([z.number(), z.string()]).nullish();
const Seen = z.looseObject({
  started_on: z.string().nullish(),
  ended_on: z.string().nullish(),
  progress: Decimal,
  state: z.string().nullish(),
  show_season_number: z.number().nullish(),
  show_episode_number: z.number().nullish(),
  anime_episode_number: z.number().nullish(),
  manga_chapter_number: Decimal,
  manga_volume_number: z.number().nullish(),
});
const Review = z.looseObject({ rating: Decimal, review: z.looseObject({ text: z.string().nullish(), date: z.string().nullish() }).nullish() });
const Collection = z.union([z.string(), z.looseObject({ collection_name: z.string() })]);
const Metadata = z.looseObject({
  lot: z.string(),
  source: z.string().nullish(),
  identifier: z.string().nullish(),
  source_id: z.string().nullish(),
  seen_history: z.array(Seen).default([]),
  reviews: z.array(Review).default([]),
  collections: z.array(Collection).default([]),
});
type RyotMetadata = z.infer<typeof Metadata>;
type RyotSeen = z.infer<typeof Seen>;

function readJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw invalid('This is not a Ryot export: the file is not JSON');
  }
}

function statusOf(item: RyotMetadata, collections: string[]): Status {
  const last = item.seen_history.at(-1);
  const state = last?.state?.toLowerCase();
  if (state === 'completed' || (last && !state && last.ended_on)) return 'read';
  if (state === 'dropped') return 'DNF';
  if (state === 'in_progress' || state === 'on_a_hold') return 'currentlyReading';
  if (collections.includes('completed')) return 'read';
  if (collections.includes('in progress')) return 'currentlyReading';
  if (collections.includes('watchlist')) return 'TBR';
  return 'library';
}

/** The part of the work a seen entry is about (a show's or an anime's episode, a manga's chapter or volume); null for the whole work. */
function partOf(seen: RyotSeen): string | null {
  if (seen.show_episode_number != null) return `s${seen.show_season_number ?? 1}e${seen.show_episode_number}`;
  if (seen.anime_episode_number != null) return `e${seen.anime_episode_number}`;
  if (seen.manga_chapter_number != null && seen.manga_chapter_number !== '') return `c${seen.manga_chapter_number}`;
  if (seen.manga_volume_number != null) return `v${seen.manga_volume_number}`;
  return null;
}

/** Ryot files a show, an anime or a manga under Completed once every episode (chapter) is seen; until then it is In Progress. */
function episodicState(item: RyotMetadata, collections: string[]): EpisodicState {
  if (collections.includes('completed')) return 'read';
  return item.seen_history.at(-1)?.state?.toLowerCase() === 'dropped' ? 'DNF' : 'open';
}

const EPISODIC_STATUS = { read: 'read', DNF: 'DNF', open: 'currentlyReading' } as const;

interface DatedSeen {
  seen: RyotSeen;
  start: DatedValue | null;
  end: DatedValue | null;
}

/** Each seen entry of a whole work a reading; one in progress or on hold is open. */
function playReadings(dated: DatedSeen[]): ServiceRow['readings'] {
  return dated.flatMap(({ seen, start, end }) => {
    const state = seen.state?.toLowerCase();
    const open = state === 'in_progress' || state === 'on_a_hold';
    const reading = readingOf(start, open ? null : end, state === 'dropped' ? 'DNF' : 'read', open);
    return reading ? [reading] : [];
  });
}

/** A show's or an anime's seen episodes as plays, each on the day it ended (else began). */
function episodePlays(dated: DatedSeen[]): EpisodePlay[] {
  return dated.flatMap(({ seen, start, end }): EpisodePlay[] => {
    const at = (end ?? start)?.iso;
    if (!at) return [];
    if (seen.show_episode_number != null) return [{ season: seen.show_season_number ?? 1, episode: seen.show_episode_number, at }];
    if (seen.anime_episode_number != null) return [{ season: null, episode: seen.anime_episode_number, at }];
    return [];
  });
}

/**
 * Status, readings and progress: seen part by part (episodes, chapters), one viewing from the
 * first part to the last; a show's or an anime's episodes are watches, a rewatch a new viewing.
 */
function historyOf(item: RyotMetadata, collections: string[], unread: string[]): Pick<ServiceRow, 'status' | 'readings' | 'progress' | 'watches'> {
  const dated = item.seen_history.map((seen) => ({ seen, start: dateCell(seen.started_on, 'seen_history started_on', unread), end: dateCell(seen.ended_on, 'seen_history ended_on', unread) }));
  const parts = new Set(item.seen_history.map(partOf).filter((part) => part !== null));
  if (parts.size === 0) return { status: statusOf(item, collections), readings: playReadings(dated), progress: 0 };
  const state = episodicState(item, collections);
  const plays = episodePlays(dated);
  if (plays.length > 0) {
    const history = episodeHistory(plays, state);
    return { status: EPISODIC_STATUS[state], readings: history.readings, progress: parts.size, watches: history.watches };
  }
  const viewing = episodicViewing(dated.flatMap(({ start, end }) => [start, end]), state);
  return { status: EPISODIC_STATUS[state], readings: viewing ? [viewing] : [], progress: parts.size };
}

/** The item's id at its source, where Shelfmark keeps that source (TMDB, TheTVDB, IGDB, Open Library). */
function idsOf(item: RyotMetadata, type: MediaType): ServiceRow['externalIds'] {
  return idsAtSource(item.source, item.identifier ?? null, type);
}

/**
 * Ryot's JSON export (`/export/all` or the export page): `metadata[]` with each item's lot,
 * seen history, reviews (ratings 0–100) and collections (docs/import-export.md).
 */
export function parseRyot(data: Buffer, now = new Date()): ParsedFile {
  const json = readJson(data) as { metadata?: unknown; media?: unknown } | null;
  const list = json && typeof json === 'object' ? (json.metadata ?? json.media) : undefined;
  if (!Array.isArray(list)) throw invalid('This is not a Ryot export: it has no "metadata" list');
  const rows = list.map((raw, index) => {
    const parsed = Metadata.safeParse(raw);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw invalid(`The Ryot export is damaged at metadata.${index}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    const item = parsed.data;
    const lot = LOTS[item.lot];
    const type = lot?.type ?? 'book';
    const collections = item.collections.map((collection) => (typeof collection === 'string' ? collection : collection.collection_name));
    const folded = collections.map((name) => name.toLowerCase());
    const rated = item.reviews.filter((review) => review.rating != null && review.rating !== '').at(-1);
    const texts = item.reviews.map((review) => review.review?.text?.trim()).filter((text): text is string => Boolean(text));
    const title = (item.source_id ?? '').trim();
    const unread: string[] = [];
    const history = historyOf(item, folded, unread);
    const reviewed = item.reviews.map((review) => dateCell(review.review?.date, 'reviews date', unread)?.iso);
    const dates = [...history.readings.flatMap((reading) => [reading.dateStarted, reading.dateFinished]), ...reviewed].filter((date): date is string => Boolean(date)).sort();
    const row: ServiceRow = {
      rowNumber: index + 1,
      sourceKey: `ryot:${item.lot}:${item.source ?? ''}:${item.identifier ?? title.toLowerCase()}`,
      type,
      title,
      creators: [],
      isbn: null,
      year: null,
      pages: null,
      genres: lot?.genres ?? [],
      ...history,
      // Ryot keeps ratings out of 100 whatever scale its user sees.
      rating: rated ? tenPointRating(Number(rated.rating) / 10) : null,
      review: texts.length > 0 ? texts.join('\n\n') : null,
      favorited: folded.includes('favorites') || folded.includes('favourites'),
      addedAt: dates[0] ?? null,
      tags: [...collections.filter((name) => !SYSTEM_COLLECTIONS.has(name.toLowerCase())), ...(folded.includes('owned') ? ['owned'] : [])],
      externalIds: idsOf(item, type),
      unread,
      ...(lot ? {} : { skip: `Shelfmark has no place for Ryot's “${item.lot}” media` }),
    };
    return toParsedRow(row, now);
  });
  const rated = list.some((raw) => Array.isArray((raw as { reviews?: unknown }).reviews) && (raw as { reviews: { rating?: unknown }[] }).reviews.some((review) => review?.rating != null && Number(review.rating) % 10 !== 0));
  return { rows, extra: rated ? { notices: [ROUNDED_RATINGS.hundred] } : null };
}
