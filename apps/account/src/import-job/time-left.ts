/** An estimate in the unit a person would say it in: seconds in fives, whole minutes, hours to a tenth. */
export interface TimeLeft {
  value: number;
  unit: 'second' | 'minute' | 'hour';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Rounds up, so the estimate does not promise less than the job needs, and coarsely, so it
 * does not tick every second as the pace wobbles.
 */
export function timeLeft(seconds: number): TimeLeft {
  const fives = Math.max(5, Math.ceil(seconds / 5) * 5);
  if (fives < MINUTE) return { value: fives, unit: 'second' };
  if (seconds < HOUR) return { value: Math.ceil(seconds / MINUTE), unit: 'minute' };
  return { value: Math.ceil((seconds / HOUR) * 10) / 10, unit: 'hour' };
}
