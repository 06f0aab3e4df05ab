import { describe, expect, it } from 'vitest';
import { readingChange, statusReadings } from './status-readings';

describe('the status → reading rule', () => {
  it('says what each status does with and without an open reading', () => {
    expect(statusReadings('currentlyReading')).toEqual({ whenOpen: 'keep', whenNone: 'start', recordsFrom: [] });
    expect(statusReadings('read')).toEqual({ whenOpen: 'read', whenNone: 'read', recordsFrom: ['DNF', 'TBR', 'watch', 'library'] });
    expect(statusReadings('DNF')).toEqual({ whenOpen: 'DNF', whenNone: 'DNF', recordsFrom: ['read', 'TBR', 'watch', 'library'] });
    for (const status of ['TBR', 'watch', 'library'] as const) expect(statusReadings(status)).toEqual({ whenOpen: 'DNF', whenNone: 'nothing', recordsFrom: [] });
  });

  it('records a finish only coming from a status with no reading going on', () => {
    expect(readingChange('TBR', 'read', false)).toEqual({ record: 'read' });
    expect(readingChange(null, 'DNF', false)).toEqual({ record: 'DNF' });
    expect(readingChange('read', 'read', false)).toBe('nothing');
    // Mark Done ends the reading first, then sets the status: nothing more to record.
    expect(readingChange('currentlyReading', 'read', false)).toBe('nothing');
    expect(readingChange('currentlyReading', 'DNF', false)).toBe('nothing');
    expect(readingChange('currentlyReading', 'read', true)).toEqual({ end: 'read' });
    expect(readingChange('currentlyReading', 'TBR', true)).toEqual({ end: 'DNF' });
    expect(readingChange('TBR', 'currentlyReading', false)).toBe('start');
    expect(readingChange('TBR', 'currentlyReading', true)).toBe('keep');
    expect(readingChange('read', 'library', false)).toBe('nothing');
  });
});
