import { describe, expect, it } from 'vitest';
import type { MediaType } from './media-types';
import { STATUS_VALUES, StatusSchema, statusLabel, statusOptions } from './statuses';

const labelsOf = (type: MediaType) => STATUS_VALUES.map((status) => statusLabel(type, status));

describe('status labels', () => {
  it('lists the status values in dropdown order', () => {
    expect(StatusSchema.options).toEqual(['read', 'DNF', 'TBR', 'currentlyReading', 'watch', 'library']);
  });

  it('labels book statuses', () => {
    expect(labelsOf('book')).toEqual(['Read', 'Did Not Finish', 'To Be Read', 'Currently Reading', 'Watch List', 'In Library']);
  });

  it('labels TV show and movie statuses alike', () => {
    const screen = ['Seen', 'Did Not Finish', 'To Be Watched', 'Currently Watching', 'Not Out Yet', 'In Library'];
    expect(labelsOf('tvshow')).toEqual(screen);
    expect(labelsOf('movie')).toEqual(screen);
  });

  it('labels album statuses', () => {
    expect(labelsOf('album')).toEqual(['Listened', 'Did Not Finish', 'To Be Heard', 'Currently Listening', 'Watch List', 'In Library']);
  });

  it('labels video game statuses', () => {
    expect(labelsOf('videogame')).toEqual(['Played', 'Did Not Finish', 'To Be Played', 'Currently Playing', 'Watch List', 'In Library']);
  });
});

describe('status options', () => {
  const today = new Date(2026, 5, 15, 12);

  it('offers every status except the current one, without the watch list for published media', () => {
    expect(statusOptions('book', 'TBR', '1968-11-01', today)).toEqual([
      { value: 'read', label: 'Read' },
      { value: 'DNF', label: 'Did Not Finish' },
      { value: 'currentlyReading', label: 'Currently Reading' },
      { value: 'library', label: 'In Library' },
    ]);
  });

  it('offers the watch list only when the publication date is in the future', () => {
    const values = (publication: string | null) =>
      statusOptions('movie', 'library', publication, today).map((option) => option.value);
    expect(values('2026-06-16')).toContain('watch');
    expect(values('2026-06-15')).not.toContain('watch');
    expect(values('2020-01-01')).not.toContain('watch');
    expect(values(null)).not.toContain('watch');
  });

  it('labels the offered watch list per type', () => {
    expect(statusOptions('tvshow', 'read', '2027-01-01', today)).toContainEqual({ value: 'watch', label: 'Not Out Yet' });
    expect(statusOptions('album', 'read', '2027-01-01', today)).toContainEqual({ value: 'watch', label: 'Watch List' });
  });

  it('never offers the current status, even the watch list', () => {
    const options = statusOptions('videogame', 'watch', '2027-01-01', today);
    expect(options.map((option) => option.value)).toEqual(['read', 'DNF', 'TBR', 'currentlyReading', 'library']);
  });

  it('offers all statuses for an item with no status yet', () => {
    expect(statusOptions('book', null, '2027-01-01', today)).toHaveLength(6);
  });
});
