import {
  MediaCreateSchema,
  MediaTypeSchema,
  NewCreatorSchema,
  PLAYERS,
  releaseDateValue,
  type DatePrecision,
  type ExternalSource,
  type LookupService,
  type Media,
  type MediaType,
} from '@shelfmark/contract';
import type { z } from 'zod';
import { seasonsFrom, type SeasonDraft } from './episodes/episode-drafts';

/** A creator chosen in the form; a new one has no creatorID until saved. */
export interface ChosenCreator {
  creatorID?: number;
  name: string;
  first: string | null;
  last: string;
}

export interface MediaFormValues {
  type: MediaType | null;
  title: string;
  isbn: string;
  description: string;
  creators: ChosenCreator[];
  /** Typed creator name not yet chosen: picked from the suggestions or added with '+'. */
  creatorText: string;
  series: { seriesID: number; name: string } | null;
  /** Typed series name: becomes a new series on save when none was chosen. */
  seriesText: string;
  seriesNum: string;
  /** As sent: "1813", "1813-06" or "1813-06-14", by publicationPrecision. */
  publication: string;
  publicationPrecision: DatePrecision;
  numPages: string;
  parentguide: string;
  seasons: string;
  startyear: string;
  endyear: string;
  numEpisodes: string;
  /** TV shows: minutes per episode, for the stats' hours watched. */
  episodeLength: string;
  players: string;
  /** A TV show's seasons, or an album's songs as one season without a number. */
  episodes: SeasonDraft[];
  /** The largest overallnum the record had: new episodes are numbered after it. */
  submediaMax: number;
  /** Ids at other services as typed (or filled by a look-up), by source. */
  externalIds: Partial<Record<ExternalSource, string>>;
  /** The record's ids when the form opened: one emptied is removed. */
  storedExternalIds: Partial<Record<ExternalSource, string>>;
  genreIDs: number[];
  restricted: boolean;
  cover: File | null;
  /** The metadata service the cover was fetched from (a look-up match), or null for a file the user chose. */
  coverFrom: LookupService | null;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyValues(): MediaFormValues {
  return {
    type: null, title: '', isbn: '', description: '', creators: [], creatorText: '', series: null, seriesText: '', seriesNum: '',
    publication: '', publicationPrecision: 'day', numPages: '', parentguide: '', seasons: '', startyear: '', endyear: '', numEpisodes: '', episodeLength: '',
    players: String(PLAYERS.single), episodes: [], submediaMax: 0, externalIds: {}, storedExternalIds: {}, genreIDs: [], restricted: false, cover: null, coverFrom: null,
  };
}

/** The edit form, prefilled from the item. */
export function valuesFromMedia(media: Media): MediaFormValues {
  return {
    ...emptyValues(),
    type: media.type,
    title: media.title,
    isbn: text(media.isbn),
    description: text(media.description),
    creators: media.creators.map(({ creatorID, name, first, last }) => ({ creatorID, name, first, last })),
    series: media.series,
    seriesNum: text(media.seriesNum),
    publication: releaseDateValue(media.publication, media.publicationPrecision),
    publicationPrecision: media.publicationPrecision ?? 'day',
    numPages: text(media.numPages),
    parentguide: text(media.parentguide),
    seasons: text(media.seasons),
    startyear: text(media.startyear),
    endyear: text(media.endyear),
    numEpisodes: text(media.numEpisodes),
    episodeLength: text(media.episodeLength),
    players: media.type === 'videogame' && media.seasons !== PLAYERS.single ? String(PLAYERS.multi) : String(PLAYERS.single),
    episodes: seasonsFrom(media.type === 'album' ? media.submedia.map(({ season: _season, ...song }) => song) : media.submedia),
    submediaMax: Math.max(0, ...media.submedia.map((item) => item.overallnum)),
    externalIds: { ...media.externalIds },
    storedExternalIds: { ...media.externalIds },
    genreIDs: media.genres.map((genre) => genre.genreID),
    restricted: media.restricted,
  };
}

/** The query parameter when present and accepted by the schema (trimmed, for the text fields). */
function queryValue<T>(params: URLSearchParams, name: string, schema: z.ZodType<T>): T | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The add form, started from a media request's link (/addmedia?type=&title=&creator=): a valid
 * type is preselected, the title prefilled, and the creator put in the creator field as typed text,
 * not yet a chosen creator. Missing or invalid values are ignored.
 */
export function valuesFromQuery(params: URLSearchParams): MediaFormValues {
  const empty = emptyValues();
  return {
    ...empty,
    type: queryValue(params, 'type', MediaTypeSchema) ?? empty.type,
    title: queryValue(params, 'title', MediaCreateSchema.shape.title) ?? empty.title,
    creatorText: queryValue(params, 'creator', NewCreatorSchema.shape.name) ?? empty.creatorText,
  };
}
