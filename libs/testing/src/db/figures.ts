import type { GoalKind, GoalProgress, MediaType, SeriesProgress, Stats } from '@shelfmark/contract';
import { mockDb, type MockEntry } from './mock-db';
import { findMedia } from './shelf';

/** A goal as the mock keeps it. */
export interface MockGoal {
  userID: number;
  year: number;
  type: GoalKind;
  target: number;
}

interface Finish {
  entry: MockEntry;
  finished: string | null;
  precision: string;
  started: string | null;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const mediaOf = (entry: MockEntry) => findMedia(entry.mediaID) ?? entry.media;
const lengthOf = (entry: MockEntry) => {
  const item = mediaOf(entry);
  return (item.type === 'tvshow' ? (item.numEpisodes ?? item.numPages) : item.numPages) ?? 0;
};

/** The readings that ended in the year (or ever), and in all time the undated Read or DNF entries: the server's rules (ADR 0020). */
function endings(entries: MockEntry[], year: number | null, status: 'read' | 'DNF'): Finish[] {
  const dated = entries.flatMap((entry) =>
    entry.readings
      .filter((reading) => reading.dateFinished !== null && (reading.status ?? 'read') === status && (year === null || yearOf(reading.dateFinished) === year))
      .map((reading) => ({ entry, finished: reading.dateFinished, precision: reading.dateFinishedPrecision ?? 'day', started: reading.dateStarted })),
  );
  const undated =
    year === null
      ? entries.filter((entry) => entry.status === status && !entry.readings.some((reading) => reading.dateFinished !== null)).map((entry) => ({ entry, finished: null, precision: 'day', started: null }))
      : [];
  return [...dated, ...undated];
}

function countBy<T>(items: T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

interface EpisodeWatch {
  entry: MockEntry;
  minutes: number | null;
  watchedAt: string;
}

/** The user's TV episode watches in a year (or all time) among the given entries, each with its runtime or the show's episode length. */
export function episodeWatches(userID: number, entries: MockEntry[], year: number | null): EpisodeWatch[] {
  const byId = new Map(entries.filter((entry) => mediaOf(entry).type === 'tvshow').map((entry) => [entry.usermediaID, entry]));
  return mockDb.watches.flatMap((watch) => {
    const entry = byId.get(watch.usermediaID);
    if (watch.userID !== userID || !entry || (year !== null && Number(watch.watchedAt.slice(0, 4)) !== year)) return [];
    const media = mediaOf(entry);
    const runtime = media.submedia.find((item) => item.submediaID === watch.submediaID)?.runtime ?? null;
    return [{ entry, minutes: runtime ?? media.episodeLength ?? null, watchedAt: watch.watchedAt }];
  });
}

/** GET /stats over the mock shelf (the chart, counts, ratings, tags and creators; lengths by the same rule). */
export function mockStats(userID: number, year: number | null, type: MediaType | null): Stats {
  const shelf = mockDb.entries.filter((entry) => entry.userID === userID && (type === null || mediaOf(entry).type === type));
  const finishes = endings(shelf, year, 'read');
  const dnf = endings(shelf, year, 'DNF').length;
  const byType = [...countBy(finishes, (finish) => mediaOf(finish.entry).type)].map(([key, finished]) => ({ type: key as MediaType, finished }));
  byType.sort((a, b) => b.finished - a.finished || a.type.localeCompare(b.type));
  const chartable = finishes.filter((finish) => finish.finished !== null && (year === null || finish.precision !== 'year'));
  const byPeriod = countBy(chartable, (finish) => (finish.finished ?? '').slice(0, year === null ? 4 : 7));
  const years = [...byPeriod.keys()].map(Number);
  const periods =
    year === null
      ? years.length === 0
        ? []
        : Array.from({ length: Math.max(...years) - Math.min(...years) + 1 }, (_, index) => String(Math.min(...years) + index))
      : Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
  const finishedEntries = [...new Set(finishes.map((finish) => finish.entry))];
  const rated = (year === null ? shelf : [...new Set([...finishes, ...endings(shelf, year, 'DNF')].map((finish) => finish.entry))]).filter((entry) => entry.rating > 0);
  const sum = (items: Finish[], value: (finish: Finish) => number) => items.reduce((total, finish) => total + value(finish), 0);
  const ofType = (wanted: MediaType) => finishes.filter((finish) => mediaOf(finish.entry).type === wanted);
  // Shows with episode watches count those; a finished show without any, its episodes times the episode length.
  const watches = episodeWatches(userID, shelf, year);
  const watched = new Set(mockDb.watches.filter((watch) => watch.userID === userID).map((watch) => watch.usermediaID));
  const unwatchedShows = ofType('tvshow').filter((finish) => !watched.has(finish.entry.usermediaID));
  const watchesBy = countBy(watches, (watch) => watch.watchedAt.slice(0, year === null ? 4 : 7));
  const watchYears = [...watchesBy.keys()].map(Number);
  const watchPeriods =
    year !== null ? periods : watchYears.length === 0 ? [] : Array.from({ length: Math.max(...watchYears) - Math.min(...watchYears) + 1 }, (_, index) => String(Math.min(...watchYears) + index));
  const days = finishes.filter((finish) => finish.started !== null && finish.finished !== null && finish.precision === 'day');
  const tags = countBy(finishedEntries.flatMap((entry) => entry.tags), (tag) => tag.tagID);
  const creators = countBy(finishedEntries.flatMap((entry) => mediaOf(entry).creators), (creator) => creator.creatorID);
  const lengths = [...new Set(finishedEntries.map((entry) => mediaOf(entry).type))].sort().flatMap((lengthType) => {
    const items = finishedEntries.filter((entry) => mediaOf(entry).type === lengthType && lengthOf(entry) > 0).sort((a, b) => lengthOf(b) - lengthOf(a));
    const item = (entry: MockEntry) => ({ mediaID: entry.mediaID, type: lengthType, title: mediaOf(entry).title, length: lengthOf(entry) });
    const [longest, shortest] = [items[0], items.at(-1)];
    return longest && shortest ? [{ type: lengthType, longest: item(longest), shortest: item(shortest) }] : [];
  });
  return {
    year,
    type,
    finished: finishes.length,
    dnf,
    dnfRate: finishes.length + dnf === 0 ? null : dnf / (finishes.length + dnf),
    finishedByType: byType,
    finishedByPeriod: periods.map((period) => ({ period, finished: byPeriod.get(period) ?? 0 })),
    finishedUndated: finishes.length - chartable.length,
    pagesRead: sum(ofType('book'), (finish) => mediaOf(finish.entry).numPages ?? 0),
    minutesWatched:
      sum(ofType('movie'), (finish) => mediaOf(finish.entry).numPages ?? 0) +
      sum(unwatchedShows, (finish) => lengthOf(finish.entry) * (mediaOf(finish.entry).episodeLength ?? 0)) +
      watches.reduce((total, watch) => total + (watch.minutes ?? 0), 0),
    episodesWithoutLength:
      sum(unwatchedShows, (finish) => (mediaOf(finish.entry).episodeLength ? 0 : lengthOf(finish.entry))) + watches.filter((watch) => watch.minutes === null).length,
    episodesWatched: watches.length,
    episodesByPeriod: watchPeriods.map((period) => ({ period, episodes: watchesBy.get(period) ?? 0 })),
    ratings: Array.from({ length: 10 }, (_, index) => ({ rating: index + 1, count: rated.filter((entry) => entry.rating === index + 1).length })),
    averageRating: rated.length === 0 ? null : Math.round((rated.reduce((total, entry) => total + entry.rating, 0) / rated.length) * 100) / 100,
    topTags: [...tags]
      .map(([tagID, count]) => ({ tagID: Number(tagID), tagValue: finishedEntries.flatMap((entry) => entry.tags).find((tag) => tag.tagID === tagID)?.tagValue ?? '', count }))
      .sort((a, b) => b.count - a.count || a.tagValue.localeCompare(b.tagValue))
      .slice(0, 10),
    topCreators: [...creators]
      .map(([creatorID, count]) => {
        const creator = finishedEntries.flatMap((entry) => mediaOf(entry).creators).find((candidate) => candidate.creatorID === creatorID);
        return { creatorID: Number(creatorID), name: creator?.name ?? '', first: creator?.first ?? null, last: creator?.last ?? '', count };
      })
      .sort((a, b) => b.count - a.count || a.last.localeCompare(b.last))
      .slice(0, 10),
    averageDaysToFinish:
      days.length === 0 ? null : Math.round((sum(days, (finish) => (Date.parse(finish.finished ?? '') - Date.parse(finish.started ?? '')) / 86_400_000) / days.length) * 10) / 10,
    lengths,
    inProgress: shelf.filter((entry) => entry.status === 'currentlyReading').length,
    goals: year === null ? [] : goalProgress(userID, year).filter((goal) => type === null || goal.type === type || (goal.type === 'episodes' && type === 'tvshow')),
  };
}

export function goalProgress(userID: number, year: number): GoalProgress[] {
  return mockDb.goals
    .filter((goal) => goal.userID === userID && goal.year === year)
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((goal) => ({
      type: goal.type,
      target: goal.target,
      finished:
        goal.type === 'episodes'
          ? episodeWatches(userID, mockDb.entries.filter((entry) => entry.userID === userID), year).length
          : endings(
              mockDb.entries.filter((entry) => entry.userID === userID && mediaOf(entry).type === goal.type),
              year,
              'read',
            ).filter((finish) => finish.finished !== null).length,
    }));
}

const isFinished = (entry: MockEntry | undefined) =>
  entry !== undefined && (entry.status === 'read' || entry.readings.some((reading) => reading.status === 'read' && reading.dateFinished !== null));

/** GET /series/{id}/progress over the mock catalogue and shelf. */
export function mockSeriesProgress(userID: number, seriesID: number, admin: boolean): SeriesProgress | null {
  const found = mockDb.series.find((item) => item.seriesID === seriesID);
  if (!found) return null;
  const items = mockDb.media
    .filter((item) => item.seriesID === seriesID && (admin || !item.restricted))
    .sort((a, b) => (a.seriesNum ?? Infinity) - (b.seriesNum ?? Infinity) || (a.startyear ?? Infinity) - (b.startyear ?? Infinity) || a.title.localeCompare(b.title));
  const entryOf = (mediaID: number) => mockDb.entries.find((entry) => entry.userID === userID && entry.mediaID === mediaID);
  const next = items.find((item) => !isFinished(entryOf(item.mediaID)) && entryOf(item.mediaID)?.status !== 'DNF');
  const types = new Set(items.map((item) => item.type));
  return {
    seriesID,
    name: found.name,
    total: items.length,
    finished: items.filter((item) => isFinished(entryOf(item.mediaID))).length,
    mediaType: types.size === 1 ? ([...types][0] ?? null) : null,
    nextUp: next ? { mediaID: next.mediaID, type: next.type, title: next.title, seriesNum: next.seriesNum } : null,
  };
}
