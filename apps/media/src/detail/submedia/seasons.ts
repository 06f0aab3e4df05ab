import { compareEpisodes, countsTowardProgress, type Submedia } from '@shelfmark/contract';

/** One season of a show (null: episodes without one, or an album's songs), in the listing order. */
export interface SeasonGroup {
  season: number | null;
  items: Submedia[];
  watched: number;
}

/** The songs or episodes by season: seasons in order, specials (season 0) last. */
export function groupSeasons(submedia: readonly Submedia[]): SeasonGroup[] {
  const groups = new Map<number | null, SeasonGroup>();
  for (const item of [...submedia].sort(compareEpisodes)) {
    const season = item.season ?? null;
    const group = groups.get(season) ?? { season, items: [], watched: 0 };
    group.items.push(item);
    if (item.watched) group.watched += 1;
    groups.set(season, group);
  }
  return [...groups.values()];
}

/** The season to open first: the one holding the next episode to watch (specials aside), else the first. */
export function currentSeason(groups: readonly SeasonGroup[]): number | null {
  const next = groups.flatMap((group) => group.items).find((item) => countsTowardProgress(item) && !item.watched);
  return next ? (next.season ?? null) : (groups[0]?.season ?? null);
}

/** "E3 · Title" within a season; "3. Title" for a song or an episode without a number. */
export function rowLabel(item: Pick<Submedia, 'episode' | 'overallnum' | 'title'>): string {
  return item.episode === null || item.episode === undefined ? `${item.overallnum}. ${item.title}` : `E${item.episode} · ${item.title}`;
}
