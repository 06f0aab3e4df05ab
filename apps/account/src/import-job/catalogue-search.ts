import type { SearchType } from '@shelfmark/contract';

/** Ten or thirteen digits (an ISBN-10 may end in X), ignoring hyphens and spaces. */
function looksLikeIsbn(text: string): boolean {
  return /^(?:\d{9}[\dX]|\d{13})$/i.test(text.replace(/[\s-]/g, ''));
}

/** The review inbox searches an ISBN as one (without its hyphens and spaces), anything else by title. */
export function catalogueSearch(text: string): { searchString: string; searchType: Extract<SearchType, 'Title' | 'Isbn'> } {
  return looksLikeIsbn(text) ? { searchString: text.replace(/[\s-]/g, ''), searchType: 'Isbn' } : { searchString: text, searchType: 'Title' };
}
