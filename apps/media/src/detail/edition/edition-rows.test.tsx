import { initI18n, i18n } from '@shelfmark/i18n';
import { buildMedia, media } from '@shelfmark/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../routes';
import { editionRows, splitLength } from './edition-rows';

const t = i18n.getFixedT('en', 'media');
const rows = (item: Parameters<typeof editionRows>[0]) => Object.fromEntries(editionRows(item, t).map((row) => [row.label, row.value]));

describe('edition box by type', () => {
  beforeAll(() => initI18n({ lng: 'en' }));

  it('shows a book ISBN, Pages, First Published and Genre', () => {
    expect(rows(media.wizardOfEarthsea)).toEqual({ ISBN: '9780547773742', Pages: '183', 'First Published': 'Nov 1, 1968', Genre: 'fantasy, young adult' });
  });

  it('shows the release date as precisely as it was entered', () => {
    const released = (publication: string, publicationPrecision?: 'year' | 'month' | 'day') => rows({ ...media.wizardOfEarthsea, publication, ...(publicationPrecision ? { publicationPrecision } : {}) })['First Published'];
    expect(released('1813-01-01', 'year')).toBe('1813');
    expect(released('1813-06-01', 'month')).toBe('June 1813');
    expect(released('1813-06-14', 'day')).toBe('Jun 14, 1813');
    expect(released('1813-06-14')).toBe('Jun 14, 1813');
  });

  it('shows a movie length as hours and minutes from minutes, and when it was Released', () => {
    expect(splitLength(116)).toEqual({ hours: 1, minutes: 56 });
    expect(rows(media.arrival)).toMatchObject({ Length: '1h 56m', 'Parent Guide': 'PG-13', Released: 'Nov 11, 2016' });
    expect(rows(media.arrival)).not.toHaveProperty('Published');
  });

  it("runs a TV show from start year to end year, or to 'present'", () => {
    expect(rows(media.expanse)).toMatchObject({ Seasons: '6', Episodes: '62', Run: '2015 to 2022', 'Parent Guide': 'TV-14' });
    expect(rows({ ...media.expanse, endyear: null }).Run).toBe('2015 to present');
  });

  it("calls a video game 'Single Player' when seasons is 1, otherwise 'Multi-Player'", () => {
    expect(rows(media.portal).Model).toBe('Single Player');
    expect(rows(media.portal2).Model).toBe('Multi-Player');
    expect(rows(buildMedia({ mediaID: 50, type: 'videogame', title: 'X', seasons: null })).Model).toBe('Multi-Player');
  });
});
