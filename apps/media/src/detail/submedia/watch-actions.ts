import type { WatchSelection } from '@shelfmark/api-client/episodes';

/** What a row or a season asks of the list: mark or unmark a selection (with the date chosen above). */
export interface WatchActions {
  mark: (selection: WatchSelection) => void;
  unmark: (selection: WatchSelection) => void;
}
