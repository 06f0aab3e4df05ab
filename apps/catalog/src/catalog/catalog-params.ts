import { genreById, mediaTypeFromPlural, mediaTypeInfo, type MediaType } from '@shelfmark/contract';

export interface CatalogParams {
  /** From 1. */
  page: number;
  /** A genre id, or 0 for every genre. */
  genre: number;
  /** null for every type; written in the URL as its plural label (Books), 0 for none. */
  type: MediaType | null;
}

function wholeNumber(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Reads /catalog?page&genre&type; anything missing or unknown falls back to 1, 0, 0. */
export function readCatalogParams(search: URLSearchParams): CatalogParams {
  const page = wholeNumber(search.get('page'));
  const genre = wholeNumber(search.get('genre'));
  return {
    page: page !== null && page >= 1 ? page : 1,
    genre: genre !== null && genreById(genre) ? genre : 0,
    type: mediaTypeFromPlural(search.get('type') ?? '') ?? null,
  };
}

export function catalogSearchParams({ page, genre, type }: CatalogParams): URLSearchParams {
  return new URLSearchParams({ page: String(page), genre: String(genre), type: type ? mediaTypeInfo(type).plural : '0' });
}
