// Without zod: Home's series progress line uses it (docs/adr/0019-first-screen.md).
import { mediaPath, type MediaType } from '../media-type-info';
import { statusLabel } from '../status-labels';
import type { SeriesProgress } from './series-progress';

/** How many series Home shows at most. */
export const HOME_SERIES_LIMIT = 4;

/**
 * The verb of "3 of 7 read": the type's label for the read status in lower case (read, seen,
 * listened, played), or null for a series that mixes types (the screens say "finished").
 */
export function seriesFinishedVerb(mediaType: MediaType | null): string | null {
  return mediaType === null ? null : statusLabel(mediaType, 'read').toLowerCase();
}

/**
 * What the design system's SeriesProgressLine shows for a series ("3 of 7 read — next up:
 * {title}"), on the series page and on Home alike.
 */
export function seriesProgressLine(progress: SeriesProgress) {
  const { finished, total, mediaType, nextUp } = progress;
  return { finished, total, verb: seriesFinishedVerb(mediaType), nextUp: nextUp && { title: nextUp.title, href: mediaPath(nextUp) } };
}
