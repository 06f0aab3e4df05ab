export { getContinueWatching, getContinueWatchingQueryOptions, useContinueWatching } from './continue-watching';
export { afterNextWatched, useMarkNextWatched } from './mark-next-watched';
export { useMarkWatches, useUnmarkWatches } from './use-watch-marks';
export type { WatchMarkInput } from './use-watch-marks';
export { expectedChanges, selectedSubmedia, watchProgress, withWatchStates } from './watch-selection';
export type { WatchSelection } from './watch-selection';
export { markWatches, unmarkWatches } from './watches';
