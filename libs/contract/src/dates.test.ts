import { describe, expect, it } from 'vitest';
import { calendarDay, isAfterDay, toIsoDate } from './dates';

describe('dates', () => {
  it('formats the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('reads the calendar day of a date or a date-time', () => {
    expect(calendarDay('2026-03-09')).toBe('2026-03-09');
    expect(calendarDay(new Date(2026, 2, 9, 12).toISOString())).toBe('2026-03-09');
  });

  it('compares by calendar day, so the same day is not after today', () => {
    const today = new Date(2026, 5, 15, 8);
    expect(isAfterDay('2026-06-15', today)).toBe(false);
    expect(isAfterDay('2026-06-16', today)).toBe(true);
    expect(isAfterDay('2026-06-14', today)).toBe(false);
  });
});
