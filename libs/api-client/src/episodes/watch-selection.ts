import { compareEpisodes, countsTowardProgress, type Media, type Submedia, type WatchState } from '@shelfmark/contract';

/** Which songs or episodes a mark or unmark is about: a list, everything up to one, or a season. */
export type WatchSelection = { submediaIDs: number[] } | { through: number } | { season: number };

/** The songs or episodes a selection names, as the API resolves it ("up to here" in the listing order, specials last). */
export function selectedSubmedia(submedia: readonly Submedia[], selection: WatchSelection): Submedia[] {
  if ('submediaIDs' in selection) {
    const ids = new Set(selection.submediaIDs);
    return submedia.filter((item) => ids.has(item.submediaID));
  }
  if ('season' in selection) return submedia.filter((item) => (item.season ?? null) === selection.season);
  const ordered = [...submedia].sort(compareEpisodes);
  const at = ordered.findIndex((item) => item.submediaID === selection.through);
  return at === -1 ? [] : ordered.slice(0, at + 1);
}

/** What a mark (watched true) or an unmark would change, before the server says: already marked ones keep their date. */
export function expectedChanges(submedia: readonly Submedia[], selection: WatchSelection, watched: boolean, at: string): WatchState[] {
  return selectedSubmedia(submedia, selection)
    .filter((item) => Boolean(item.watched) !== watched)
    .map((item) => {
      const count = item.watchCount ?? 0;
      return watched
        ? { submediaID: item.submediaID, watched, watchCount: count + 1, lastWatched: at }
        : { submediaID: item.submediaID, watched, watchCount: Math.max(0, count - 1), lastWatched: item.lastWatched ?? null };
    });
}

/** The item with the marks of some songs or episodes replaced. */
export function withWatchStates(media: Media, states: readonly WatchState[]): Media {
  const byId = new Map(states.map((state) => [state.submediaID, state]));
  return {
    ...media,
    submedia: media.submedia.map((item) => {
      const state = byId.get(item.submediaID);
      return state ? { ...item, watched: state.watched, watchCount: state.watchCount, lastWatched: state.lastWatched } : item;
    }),
  };
}

/** Episodes watched of episodes: specials are listed and marked but a show is finished without them. */
export function watchProgress(submedia: readonly Submedia[]): { watched: number; total: number } {
  const counted = submedia.filter(countsTowardProgress);
  return { watched: counted.filter((item) => item.watched).length, total: counted.length };
}
