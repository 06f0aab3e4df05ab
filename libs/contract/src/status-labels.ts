// The statuses, their labels and the status dropdown without zod, so that screens that show or
// change a status (Home's series progress, a media page) do not load it
// (docs/adr/0019-first-screen.md); StatusSchema is in statuses.ts.
import { isAfterDay } from './dates';
import type { MediaType } from './media-type-info';
import { text } from './texts';

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

/** The spec's labels, in English (the catalogue's `status.<type>.<status>`). */
export const STATUS_LABELS: Record<MediaType, Record<Status, string>> = {
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
  return text(`status.${type}.${status}`, STATUS_LABELS[type][status]);
}

export interface StatusOption {
  value: Status;
  label: string;
}

/**
 * The status dropdown: every status except the current one, and the watch list only for
 * media whose publication date is still in the future.
 */
export function statusOptions(
  type: MediaType,
  current: Status | null,
  publication: string | null,
  today: Date = new Date(),
): StatusOption[] {
  const upcoming = publication !== null && isAfterDay(publication, today);
  return STATUS_VALUES.filter((status) => status !== current && (status !== 'watch' || upcoming)).map(
    (status) => ({ value: status, label: statusLabel(type, status) }),
  );
}
