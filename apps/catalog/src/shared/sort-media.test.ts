import { buildMedia } from '@shelfmark/testing';
import type { Creator, Media } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { sortByFirstCreator, sortBySeries, sortBySeriesNum, sortByStartYearDesc } from './sort-media';

let nextId = 1;
const creator = (name: string, first: string | null, last: string): Creator => ({ creatorID: nextId++, name, first, last });
const item = (title: string, fields: Partial<Media> = {}) => buildMedia({ mediaID: nextId++, type: 'book', title, ...fields });
const titles = (media: Media[]) => media.map((entry) => entry.title);

describe('sortByFirstCreator', () => {
  it("orders by the first creator's last name, ignoring case and accents, then title", () => {
    const media = [
      item('Dune', { creators: [creator('Frank Herbert', 'Frank', 'Herbert')] }),
      item('Blue', { creators: [creator('Joni Mitchell', 'Joni', 'Mitchell'), creator('Anne Aardvark', 'Anne', 'Aardvark')] }),
      item('Tehanu', { creators: [creator('Ursula Le Guin', 'Ursula', 'le Guin')] }),
      item('Children of Dune', { creators: [creator('Frank Herbert', 'Frank', 'Herbert')] }),
      item('Portal', { creators: [creator('Valve', null, 'Valve')] }),
    ];
    expect(titles(sortByFirstCreator(media))).toEqual(['Children of Dune', 'Dune', 'Tehanu', 'Blue', 'Portal']);
  });

  it('puts items without a creator first, as the server does', () => {
    const media = [item('Zed', { creators: [creator('Zed Zulu', 'Zed', 'Zulu')] }), item('Anonymous')];
    expect(titles(sortByFirstCreator(media))).toEqual(['Anonymous', 'Zed']);
  });

  it('folds accents and breaks ties by id, as the server does', () => {
    const media = [
      item('Nana', { creators: [creator('Émile Zola', 'Émile', 'Zola')] }),
      item('Germinal', { creators: [creator('Emile Zola', 'Emile', 'zola')] }),
      item('Émaux et Camées', { creators: [creator('Théophile Gautier', 'Théophile', 'Gautier')] }),
      item('Germinal', { creators: [creator('Émile Zola', 'Émile', 'Zola')] }),
    ];
    expect(sortByFirstCreator(media).map((entry) => entry.mediaID)).toEqual([media[2]?.mediaID, media[1]?.mediaID, media[3]?.mediaID, media[0]?.mediaID]);
  });
});

describe('sortBySeries', () => {
  it('orders by series name, then series number, with works outside a series last', () => {
    const earthsea = { seriesID: 1, name: 'Earthsea' };
    const annals = { seriesID: 2, name: 'Annals of the Western Shore' };
    const media = [
      item('The Lathe of Heaven'),
      item('Tehanu', { series: earthsea, seriesNum: 4 }),
      item('A Wizard of Earthsea', { series: earthsea, seriesNum: 1 }),
      item('Powers', { series: annals, seriesNum: 3 }),
      item('The Tombs of Atuan', { series: earthsea, seriesNum: 2 }),
      item('Gifts', { series: annals, seriesNum: 1 }),
      item('Always Coming Home'),
    ];
    expect(titles(sortBySeries(media))).toEqual([
      'Gifts',
      'Powers',
      'A Wizard of Earthsea',
      'The Tombs of Atuan',
      'Tehanu',
      'Always Coming Home',
      'The Lathe of Heaven',
    ]);
  });
});

describe('sortBySeriesNum', () => {
  it('orders by seriesNum as a number, fractional numbers in place, unnumbered last', () => {
    const media = [item('Ten', { seriesNum: 10 }), item('None'), item('Two', { seriesNum: 2 }), item('Two and a half', { seriesNum: 2.5 })];
    expect(titles(sortBySeriesNum(media))).toEqual(['Two', 'Two and a half', 'Ten', 'None']);
  });
});

describe('sortByStartYearDesc', () => {
  it('orders TV shows by start year, newest first', () => {
    const media = [item('Old', { startyear: 1999 }), item('Unknown'), item('New', { startyear: 2022 }), item('Middle', { startyear: 2010 })];
    expect(titles(sortByStartYearDesc(media))).toEqual(['New', 'Middle', 'Old', 'Unknown']);
  });
});
