import { LOOKUP_SERVICE_LABELS, type LookupQuery, type LookupResponse, type LookupResult, type LookupService, type LookupServiceState, type MediaType } from '@shelfmark/contract';
import type { ServiceRowData } from '../imports/rows/parsed-file';
import { foldText, titleForms } from '../imports/rows/text';
import { AnswerCache } from './cache';
import type { LookupConfig } from '../config/lookup';
import type { LookupFill } from '../media/lookup-fill';
import { fetchFrom, fetchJson, type Request, ServiceError } from './http';
import { Pacer } from './pace';
import type { LookupRequest, MetadataService, ServiceContext } from './services/common';
import { igdb } from './services/igdb';
import { musicBrainz } from './services/music-brainz';
import { openLibrary } from './services/open-library';
import { tmdb } from './services/tmdb';

const SERVICE_OF: Record<MediaType, MetadataService> = { book: openLibrary, album: musicBrainz, movie: tmdb, tvshow: tmdb, videogame: igdb };
const SERVICES: MetadataService[] = [openLibrary, musicBrainz, tmdb, igdb];
const ANSWERS_KEPT_MS = 24 * 60 * 60 * 1000;
/** After a service could not be reached, it is not asked again for this long: the form answers at once. */
const DOWN_FOR_MS = 30_000;
const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Milliseconds between two calls to each service: their published limits (MusicBrainz one a second; IGDB four). */
function intervalOf(service: LookupService, config: LookupConfig): number {
  switch (service) {
    case 'musicbrainz':
      return 1000;
    case 'openlibrary':
      // Three a second for a client that identifies itself with a contact, one otherwise.
      return config.contact.includes('@') || /^https?:\/\//.test(config.contact) ? 334 : 1000;
    case 'igdb':
      return 250;
    case 'tmdb':
      return 25;
  }
}

/** One work by its id at the service, or nothing from a service whose search results are already whole. */
async function byId(service: MetadataService, id: string, context: ServiceContext, type: MediaType): Promise<LookupResult[]> {
  const found = service.work ? await service.work(id, context, type) : null;
  return found ? [found] : [];
}

export interface Cover {
  contentType: string;
  body: Buffer;
}

export interface Lookup {
  readonly config: LookupConfig;
  lookUp(query: LookupQuery): Promise<LookupResponse>;
  /** What the services know about a row an import is about to create a record from; null when nothing fits. */
  fill(row: Pick<ServiceRowData, 'type' | 'title' | 'isbn' | 'year'>): Promise<LookupFill | null>;
  cover(service: LookupService, coverId: string): Promise<Cover | null>;
}

export function createLookup(config: LookupConfig, version = '1.0'): Lookup {
  const userAgent = `Shelfmark/${version} ( ${config.contact} )`;
  const pacers = new Map(SERVICES.map((service) => [service.service, new Pacer(intervalOf(service.service, config), config.timeoutMs, service.label)]));
  const downUntil = new Map<LookupService, { until: number; error: ServiceError }>();
  const answers = new AnswerCache<LookupResult[]>(500, ANSWERS_KEPT_MS);
  const covers = new AnswerCache<Cover>(50, ANSWERS_KEPT_MS);

  const contextOf = (service: MetadataService): ServiceContext => {
    const pacer = pacers.get(service.service) as Pacer;
    return { config, userAgent, json: <T>(request: Request) => pacer.run(() => fetchJson<T>(service.label, request)) };
  };

  async function ask(service: MetadataService, type: MediaType, request: LookupRequest): Promise<{ results: LookupResult[]; state: LookupServiceState }> {
    const stateOf = (state: LookupServiceState['state'], message: string | null): LookupServiceState => ({ service: service.service, state, message });
    if (!config.enabled) return { results: [], state: stateOf('disabled', 'Looking up metadata is switched off on this server (LOOKUP_ENABLED=false)') };
    const context = contextOf(service);
    const missing = service.unconfigured(context);
    if (missing) return { results: [], state: stateOf('unconfigured', missing) };
    const key = `${service.service}|${type}|${request.isbn ?? ''}|${(request.q ?? '').toLowerCase()}|${request.year ?? ''}|${request.id ?? ''}`;
    const kept = answers.get(key);
    if (kept) return { results: kept, state: stateOf('ok', null) };
    const down = downUntil.get(service.service);
    if (down && down.until > Date.now()) return { results: [], state: stateOf(down.error.state, down.error.message) };
    try {
      const results = request.id ? await byId(service, request.id, context, type) : await service.search(request, context, type);
      answers.set(key, results);
      downUntil.delete(service.service);
      return { results, state: stateOf('ok', null) };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.state === 'unreachable') downUntil.set(service.service, { until: Date.now() + DOWN_FOR_MS, error });
      return { results: [], state: stateOf(error.state, error.message) };
    }
  }

  return {
    config,
    async lookUp(query) {
      const service = SERVICE_OF[query.type];
      const isbn = query.isbn?.replace(/[\s-]/g, '');
      const { results, state } = await ask(service, query.type, { isbn, q: query.q, year: query.year, id: query.id });
      return { results, services: [state] };
    },

    async fill(row) {
      if (!config.enabled || !config.inImports) return null;
      const service = SERVICE_OF[row.type];
      const byIsbn = row.type === 'book' && row.isbn ? await ask(service, row.type, { isbn: row.isbn }) : null;
      const found = byIsbn?.results[0] ?? null;
      if (found) return found;
      const wanted = titleForms(row.title).at(-1) ?? foldText(row.title);
      const { results } = await ask(service, row.type, { q: row.title, ...(row.year ? { year: row.year } : {}) });
      // Only a result with the same title (folded, main title) and year, when the row has one, fills a record.
      return (
        results.find((result) => {
          const sameTitle = (titleForms(result.title).at(-1) ?? '') === wanted;
          const year = result.publication ? Number(result.publication.slice(0, 4)) : null;
          return sameTitle && (row.year === null || year === null || Math.abs(year - row.year) <= 1);
        }) ?? null
      );
    },

    async cover(serviceName, coverId) {
      const service = SERVICES.find((candidate) => candidate.service === serviceName);
      if (!service || !config.enabled) return null;
      const context = contextOf(service);
      const address = service.coverAddress(coverId, context);
      if (!address) return null;
      const key = `${serviceName}|${coverId}`;
      const kept = covers.get(key);
      if (kept) return kept;
      const pacer = pacers.get(service.service) as Pacer;
      const response = await pacer.run(() => fetchFrom(`${LOOKUP_SERVICE_LABELS[serviceName]} covers`, { url: address, headers: { 'user-agent': userAgent }, timeoutMs: config.timeoutMs }));
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !/^image\/(jpeg|png|webp|gif)/.test(contentType)) return null;
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length === 0 || body.length > COVER_MAX_BYTES) return null;
      const cover = { contentType: contentType.split(';')[0] ?? 'image/jpeg', body };
      covers.set(key, cover);
      return cover;
    },
  };
}
