import { normaliseExternalId, type DatePrecision, type ExternalIds, type LookupResult, type LookupService } from '@shelfmark/contract';
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
  /** The service's id of one work: that work whole (see MetadataService.work). */
  id?: string | undefined;
}

/** One metadata service: its answers mapped to Shelfmark's fields, and where its cover images are. */
export interface MetadataService {
  service: LookupService;
  label: string;
  /** Why the service cannot be asked (a key the admin has not configured), or null. */
  unconfigured(context: ServiceContext): string | null;
  search(request: LookupRequest, context: ServiceContext, type: LookupResult['type']): Promise<LookupResult[]>;
  /**
   * One work by the service's id (a result's serviceId) with everything the service lists of it:
   * a show's episodes, an album's tracks; null when it has no such work. Services whose search
   * results are already whole leave it out.
   */
  work?(id: string, context: ServiceContext, type: LookupResult['type']): Promise<LookupResult | null>;
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

/** The day, month or year a service's date gives, as LookupResult's publication and its precision. */
export function datedPublication(value: string | number | null | undefined): Pick<LookupResult, 'publication' | 'publicationPrecision'> {
  const publication = isoDay(value);
  if (publication === null) return { publication };
  const text = String(value).trim();
  const precision: DatePrecision = /^\d{4}-\d{2}-\d{2}/.test(text) ? 'day' : /^\d{4}-\d{2}$/.test(text) ? 'month' : 'year';
  return precision === 'day' ? { publication } : { publication, publicationPrecision: precision };
}

/** YYYY-MM-DD when the text is one, else null (services write '' for an unknown air date). */
export const dayOrNull = (value: string | null | undefined): string | null => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** Minutes, for a runtime the service gives in minutes or milliseconds; null for none or zero. */
export function minutesOrNull(value: number | null | undefined, unit: 'minutes' | 'ms' = 'minutes'): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const minutes = unit === 'ms' ? Math.ceil(value / 60_000) : Math.round(value);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** The ids as Shelfmark stores them, leaving out any the service wrote in another form. */
export function idsOf(found: Partial<Record<keyof ExternalIds, string | number | null | undefined>>): ExternalIds {
  const ids: ExternalIds = {};
  for (const [source, value] of Object.entries(found) as [keyof ExternalIds, string | number | null | undefined][]) {
    const id = value === null || value === undefined ? null : normaliseExternalId(source, String(value));
    if (id !== null) ids[source] = id;
  }
  return ids;
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
