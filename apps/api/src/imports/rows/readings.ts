import type { DatedValue } from '@shelfmark/contract';
import type { LibraryEntryInput } from './archive-format';

export type Reading = LibraryEntryInput['readings'][number];

/** A reading from two dates as the services write them (either may be partial); null without a start or an end. */
export function readingOf(start: DatedValue | null, end: DatedValue | null, status: 'read' | 'DNF' | null, open = false): Reading | null {
  const from = start ?? end;
  if (!from) return null;
  if (open) return { dateStarted: from.iso, dateFinished: null, status: null, dateStartedPrecision: from.precision };
  const to = end ?? from;
  return { dateStarted: from.iso, dateFinished: to.iso, status, dateStartedPrecision: from.precision, dateFinishedPrecision: to.precision };
}

/** How a show, an anime or a manga watched (or read) part by part stands: finished, given up, or still going. */
export type EpisodicState = 'read' | 'DNF' | 'open';

/**
 * Episodes (or chapters) watched one by one are one viewing of the work, not one finished
 * viewing an episode: from the first episode's date to the last's, finished or given up as the
 * service says, else still going (open, from the first). Null without a dated episode.
 */
export function episodicViewing(dates: (DatedValue | null)[], state: EpisodicState): Reading | null {
  const known = dates.filter((date) => date !== null).sort((a, b) => a.iso.localeCompare(b.iso));
  const [first, last] = [known[0] ?? null, known.at(-1) ?? null];
  return state === 'open' ? readingOf(first, null, null, true) : readingOf(first, last, state);
}

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

/**
 * The same play reported twice on one day (a scrobbler and a manual check-in, an episode
 * marked twice, a diary entry logged again) is one viewing: finished readings with the same
 * status, started and finished on the same days, are kept once (the earliest).
 */
function oncePerDay(readings: Reading[]): Reading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => {
    if (reading.dateFinished === null) return true;
    const key = `${day(reading.dateStarted)}|${day(reading.dateFinished)}|${reading.status}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/**
 * Readings as Shelfmark keeps them: none dated later than today, oldest first, at most one
 * open (the last), the same play on one day once, unless `distinctOnOneDay` says the file's
 * readings on one day are distinct reads.
 */
export function tidyReadings(readings: Reading[], now: Date, distinctOnOneDay = false): Reading[] {
  // A reading started "2026" is not in the future in November 2026: compare at its precision.
  const today = now.toISOString();
  const kept = readings
    .filter((reading) => reading.dateStarted <= today && (reading.dateFinished === null || reading.dateFinished <= today))
    .sort((a, b) => a.dateStarted.localeCompare(b.dateStarted) || (a.dateFinished ?? '~').localeCompare(b.dateFinished ?? '~'));
  const open = kept.filter((reading) => reading.dateFinished === null);
  const oneOpen = open.length <= 1 ? kept : kept.filter((reading) => reading.dateFinished !== null || reading === open.at(-1));
  return distinctOnOneDay ? oneOpen : oncePerDay(oneOpen);
}
