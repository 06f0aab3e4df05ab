import type { Status } from './status-labels';

/** How a reading ended; entities/reading.ts holds its schema. */
type ReadingStatus = 'read' | 'DNF';

/**
 * What a change to `status` does to the entry's readings, the one rule the server's status change,
 * its importer and the msw handlers follow (ADR 0026):
 * - with a reading open: currentlyReading keeps it; any other status ends it now, as read for
 *   read and as DNF otherwise;
 * - without one: currentlyReading starts a reading; read and DNF record a finished reading
 *   ending now (its start unknown, so the same instant), when the status really changes;
 *   the other statuses leave the readings alone.
 */
export type StatusReadings = {
  whenOpen: 'keep' | ReadingStatus;
  whenNone: 'start' | 'nothing' | ReadingStatus;
};

export function statusReadings(status: Status): StatusReadings {
  if (status === 'currentlyReading') return { whenOpen: 'keep', whenNone: 'start' };
  return {
    whenOpen: status === 'read' ? 'read' : 'DNF',
    whenNone: status === 'read' || status === 'DNF' ? status : 'nothing',
  };
}

/** What happens to the readings of an entry moving from `from` (null: new to the shelf) to `to`. */
export type ReadingChange = 'keep' | 'start' | 'nothing' | { end: ReadingStatus } | { record: ReadingStatus };

export function readingChange(from: Status | null, to: Status, hasOpen: boolean): ReadingChange {
  const rule = statusReadings(to);
  if (hasOpen) return rule.whenOpen === 'keep' ? 'keep' : { end: rule.whenOpen };
  if (rule.whenNone === 'start' || rule.whenNone === 'nothing') return rule.whenNone;
  return from === to ? 'nothing' : { record: rule.whenNone };
}
