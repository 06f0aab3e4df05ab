import type { ExternalIds, MediaType } from '@shelfmark/contract';

/** What a metadata service knows about a work, in Shelfmark's media fields (GET /lookup answers these). */
export interface LookupFill {
  type: MediaType;
  title: string;
  creators: string[];
  description: string | null;
  isbn: string | null;
  /** YYYY-MM-DD (a year alone is its first day). */
  publication: string | null;
  numPages: number | null;
  numEpisodes: number | null;
  seasons: number | null;
  startyear: number | null;
  endyear: number | null;
  genreIDs: number[];
  coverUrl: string | null;
  /** The work's ids at the services (the look-up's and each service's own). */
  externalIds?: ExternalIds | undefined;
}
