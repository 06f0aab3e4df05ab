// The statuses and their labels without zod, so that a screen that only shows labels (Home's
// series progress) does not load zod (docs/adr/0019-first-screen.md).
import type { MediaType } from './media-type-info';

/** In the order the status dropdown lists them. */
export const STATUS_VALUES = ['read', 'DNF', 'TBR', 'currentlyReading', 'watch', 'library'] as const;

export type Status = (typeof STATUS_VALUES)[number];

const SCREEN_LABELS: Record<Status, string> = {
  read: 'Seen',
  DNF: 'Did Not Finish',
  TBR: 'To Be Watched',
  currentlyReading: 'Currently Watching',
  watch: 'Not Out Yet',
  library: 'In Library',
};

const STATUS_LABELS: Record<MediaType, Record<Status, string>> = {
  book: {
    read: 'Read',
    DNF: 'Did Not Finish',
    TBR: 'To Be Read',
    currentlyReading: 'Currently Reading',
    watch: 'Watch List',
    library: 'In Library',
  },
  movie: SCREEN_LABELS,
  tvshow: SCREEN_LABELS,
  album: {
    read: 'Listened',
    DNF: 'Did Not Finish',
    TBR: 'To Be Heard',
    currentlyReading: 'Currently Listening',
    watch: 'Watch List',
    library: 'In Library',
  },
  videogame: {
    read: 'Played',
    DNF: 'Did Not Finish',
    TBR: 'To Be Played',
    currentlyReading: 'Currently Playing',
    watch: 'Watch List',
    library: 'In Library',
  },
};

export function statusLabel(type: MediaType, status: Status): string {
  return STATUS_LABELS[type][status];
}
