import type { LookupResult, LookupService } from '@shelfmark/contract';
import type { LookupConfig } from '../../config/lookup';
import type { Request } from '../http';

export interface ServiceContext {
  config: LookupConfig;
  userAgent: string;
  /** A JSON request to this service, spaced out by its rate limit; null for a 404. */
  json<T>(request: Request): Promise<T | null>;
}

export interface LookupRequest {
  isbn?: string | undefined;
  q?: string | undefined;
  year?: number | undefined;
}

/** One metadata service: its answers mapped to Shelfmark's fields, and where its cover images are. */
export interface MetadataService {
  service: LookupService;
  label: string;
  /** Why the service cannot be asked (a key the admin has not configured), or null. */
  unconfigured(context: ServiceContext): string | null;
  search(request: LookupRequest, context: ServiceContext, type: LookupResult['type']): Promise<LookupResult[]>;
  /** The image's address at the service for a cover id this server handed out, or null for an id it never would. */
  coverAddress(coverId: string, context: ServiceContext): string | null;
}

/** A year, a year-month or a full date as the services write them, as YYYY-MM-DD (a year is its first day). */
export function isoDay(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const full = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (full) return `${full[1]}-${full[2]}-${full[3]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) return `${month[1]}-${month[2]}-01`;
  const year = /\b(\d{4})\b/.exec(text);
  return year ? `${year[1]}-01-01` : null;
}

export const coverPathFor = (service: LookupService, coverId: string) => `/api/v1/lookup/covers/${service}/${encodeURIComponent(coverId)}`;

export const emptyResult = (service: LookupService, serviceId: string, type: LookupResult['type'], title: string): LookupResult => ({
  service,
  serviceId,
  type,
  title,
  creators: [],
  description: null,
  isbn: null,
  publication: null,
  numPages: null,
  numEpisodes: null,
  seasons: null,
  startyear: null,
  endyear: null,
  genreIDs: [],
  coverUrl: null,
});
