import { describe, expect, it } from 'vitest';
import { catalogueSearch } from './catalogue-search';

describe('catalogueSearch', () => {
  it('searches ISBN-10 and ISBN-13 as ISBNs, without hyphens and spaces', () => {
    expect(catalogueSearch('978-0-441-17271-9')).toEqual({ searchString: '9780441172719', searchType: 'Isbn' });
    expect(catalogueSearch('0 689 84536 x')).toEqual({ searchString: '068984536x', searchType: 'Isbn' });
  });

  it('searches anything else by title, as typed', () => {
    expect(catalogueSearch('Dune 2')).toEqual({ searchString: 'Dune 2', searchType: 'Title' });
    expect(catalogueSearch('12345')).toEqual({ searchString: '12345', searchType: 'Title' });
  });
});
