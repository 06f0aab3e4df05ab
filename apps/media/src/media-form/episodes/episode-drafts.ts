import { compareEpisodes, MAX_SUBMEDIA, type EpisodeExternalIds, type SubmediaWrite } from '@shelfmark/contract';

/** An episode or song the record (or a look-up) already has, at its place in its season. */
export interface KnownEpisode {
  /** The record's number for it: the API keeps its watches by this number, so an edit keeps it. */
  overallnum: number | null;
  externalIds: EpisodeExternalIds;
}

/**
 * A season as the form edits it (an album's songs are one season without a number): text as
 * typed, and the episodes it came with, by position, so an edit keeps each one's number and ids.
 */
export interface SeasonDraft {
  key: string;
  /** '' for episodes without a season (and an album's songs); 0 is Specials. */
  number: string;
  count: string;
  /** One per line; a blank line is "Episode N". */
  titles: string;
  /** Optional, one per line, YYYY-MM-DD. */
  airDates: string;
  /** Optional minutes, one per line, or one line for every episode. */
  runtimes: string;
  known: KnownEpisode[];
}

interface EpisodeLike {
  title: string;
  overallnum: number | null;
  season?: number | null | undefined;
  episode?: number | null | undefined;
  airDate?: string | null | undefined;
  runtime?: number | null | undefined;
  externalIds?: EpisodeExternalIds | undefined;
}

let drafts = 0;
const nextKey = () => `season-${++drafts}`;

export function emptySeason(number: string): SeasonDraft {
  return { key: nextKey(), number, count: '', titles: '', airDates: '', runtimes: '', known: [] };
}

/** A runtime shared by every episode is written once. */
function runtimesText(runtimes: (number | null)[]): string {
  if (runtimes.every((runtime) => runtime === null)) return '';
  if (runtimes.every((runtime) => runtime === runtimes[0])) return String(runtimes[0]);
  return runtimes.map((runtime) => (runtime === null ? '' : String(runtime))).join('\n');
}

/** The record's (or a look-up's) episodes as seasons, in the order compareEpisodes lists them. */
export function seasonsFrom(episodes: readonly EpisodeLike[]): SeasonDraft[] {
  const ordered = [...episodes].sort((a, b) => compareEpisodes({ ...a, overallnum: a.overallnum ?? 0 }, { ...b, overallnum: b.overallnum ?? 0 }));
  const groups = new Map<string, EpisodeLike[]>();
  for (const episode of ordered) {
    const number = episode.season === null || episode.season === undefined ? '' : String(episode.season);
    groups.set(number, [...(groups.get(number) ?? []), episode]);
  }
  return [...groups].map(([number, group]) => ({
    key: nextKey(),
    number,
    count: String(group.length),
    titles: group.map((episode) => episode.title).join('\n'),
    airDates: group.every((episode) => !episode.airDate) ? '' : group.map((episode) => episode.airDate ?? '').join('\n'),
    runtimes: runtimesText(group.map((episode) => episode.runtime ?? null)),
    known: group.map((episode) => ({ overallnum: episode.overallnum, externalIds: episode.externalIds ?? {} })),
  }));
}

/** A text area's lines, trailing blank ones left out. */
export function linesOf(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** How many episodes a season has: its count, or its titles when no count is given. */
export function episodeCount(season: SeasonDraft): number {
  return season.count.trim() === '' ? linesOf(season.titles).length : Number(season.count);
}

export type SubmediaKind = 'episode' | 'song';

/**
 * The submedia payload of the seasons: each episode keeps the number (and ids) it came with;
 * new ones are numbered after `highest`, the largest number the record had, so no new episode
 * takes the number, and the watches, of one removed in the same edit. Expects checked drafts
 * (see seasonIssues).
 */
export function submediaOf(seasons: readonly SeasonDraft[], kind: SubmediaKind, highest: number): SubmediaWrite[] {
  let next = Math.max(highest, ...seasons.flatMap((season) => season.known.map((known) => known.overallnum ?? 0)));
  const submedia: SubmediaWrite[] = [];
  for (const season of seasons) {
    const titles = linesOf(season.titles);
    const airDates = linesOf(season.airDates);
    const runtimes = linesOf(season.runtimes);
    const number = season.number.trim() === '' ? null : Number(season.number);
    // Past the limit the contract refuses the list anyway: no need to build a longer one.
    const count = Math.min(episodeCount(season), MAX_SUBMEDIA + 1);
    for (let index = 0; index < count; index++) {
      const known = season.known[index];
      const runtime = runtimes.length === 1 ? runtimes[0] : runtimes[index];
      submedia.push({
        title: titles[index] || `${kind === 'episode' ? 'Episode' : 'Track'} ${index + 1}`,
        overallnum: known?.overallnum ?? ++next,
        season: kind === 'episode' ? number : null,
        episode: kind === 'episode' && number !== null ? index + 1 : null,
        airDate: airDates[index] || null,
        runtime: runtime ? Number(runtime) : null,
        ...(known && Object.keys(known.externalIds).length > 0 ? { externalIds: known.externalIds } : {}),
      });
    }
  }
  return submedia;
}
