import type { EpisodeExternalIds } from '@shelfmark/contract';
import type { WatchInput } from './archive-format';
import { type EpisodicState, episodicViewing, type Reading } from './readings';

/** One play of an episode as a file reports it. */
export interface EpisodePlay {
  /** null for an episode known by its number alone (an anime's). */
  season: number | null;
  episode: number;
  title?: string | null;
  ids?: EpisodeExternalIds;
  /** When it was watched (ISO). */
  at: string;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * A show's episode plays as Shelfmark keeps them: the same episode played twice on one day is
 * one watch (a scrobble and a check-in); a play on a later day is a rewatch, so the k-th play of
 * each episode belongs to the show's k-th viewing. Each viewing runs from its first play to its
 * last; the earlier ones ended (a rewatch followed), the last is as the file says (finished,
 * given up or still going). Watches carry no reading: the writer puts each in the reading whose
 * dates hold it.
 */
export function episodeHistory(plays: EpisodePlay[], lastState: EpisodicState): { readings: Reading[]; watches: WatchInput[] } {
  const byEpisode = new Map<string, EpisodePlay[]>();
  for (const play of [...plays].sort((a, b) => a.at.localeCompare(b.at))) {
    const key = `${play.season}:${play.episode}`;
    const list = byEpisode.get(key) ?? [];
    if (list.some((earlier) => day(earlier.at) === day(play.at))) continue;
    list.push(play);
    byEpisode.set(key, list);
  }
  const viewings = Math.max(0, ...[...byEpisode.values()].map((list) => list.length));
  const readings: Reading[] = [];
  for (let index = 0; index < viewings; index++) {
    const dates = [...byEpisode.values()].flatMap((list) => {
      const play = list[index];
      return play ? [{ iso: play.at, precision: 'day' as const }] : [];
    });
    const viewing = episodicViewing(dates, index === viewings - 1 ? lastState : 'read');
    if (viewing) readings.push(viewing);
  }
  const watches = [...byEpisode.values()].flat().map((play) => ({
    ...(play.season === null ? {} : { season: play.season }),
    episode: play.episode,
    ...(play.title ? { title: play.title.slice(0, 500) } : {}),
    ...(play.ids && Object.keys(play.ids).length > 0 ? { externalIds: play.ids } : {}),
    watchedAt: play.at,
  }));
  return { readings, watches };
}
