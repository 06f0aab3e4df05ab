import { STATUS_VALUES, type Status } from './status-labels';

/** How a reading ended; entities/reading.ts holds its schema. */
type ReadingStatus = 'read' | 'DNF';

/**
 * What a change to `status` does to the entry's readings, the one rule the server's status change,
 * its importer and the msw handlers follow (ADR 0026):
 * - with a reading open: currentlyReading keeps it; any other status ends it now, as read for
 *   read and as DNF otherwise;
 * - without one: currentlyReading starts a reading; read and DNF record a finished reading
 *   ending now (its start unknown, so the same instant), but only coming from a status that had
 *   no reading going on: not from itself, and not from currentlyReading, whose reading was ended
 *   already (Mark Done ends it, then sets the status); the other statuses leave the readings alone.
 */
export type StatusReadings = {
  whenOpen: 'keep' | ReadingStatus;
  whenNone: 'start' | 'nothing' | ReadingStatus;
  /** The statuses a change to this one records a finished reading from (whenNone read or DNF). */
  recordsFrom: Status[];
};

export function statusReadings(status: Status): StatusReadings {
  if (status === 'currentlyReading') return { whenOpen: 'keep', whenNone: 'start', recordsFrom: [] };
  const finished = status === 'read' || status === 'DNF';
  return {
    whenOpen: status === 'read' ? 'read' : 'DNF',
    whenNone: finished ? status : 'nothing',
    recordsFrom: finished ? STATUS_VALUES.filter((from) => from !== status && from !== 'currentlyReading') : [],
  };
}

/** What happens to the readings of an entry moving from `from` (null: new to the shelf) to `to`. */
export type ReadingChange = 'keep' | 'start' | 'nothing' | { end: ReadingStatus } | { record: ReadingStatus };

export function readingChange(from: Status | null, to: Status, hasOpen: boolean): ReadingChange {
  const rule = statusReadings(to);
  if (hasOpen) return rule.whenOpen === 'keep' ? 'keep' : { end: rule.whenOpen };
  if (rule.whenNone === 'start' || rule.whenNone === 'nothing') return rule.whenNone;
  return from === null || rule.recordsFrom.includes(from) ? { record: rule.whenNone } : 'nothing';
}
