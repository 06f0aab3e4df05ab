import type { EpisodeExternalIds, ExternalIds } from '@shelfmark/contract';

/** What a media server's webhook says happened, whatever its format. */
export interface ReportedPlay {
  /** finished: played to the end (or marked played); stopped: stopped before the end; rated: a rating was set. */
  event: 'finished' | 'stopped' | 'rated';
  type: 'movie' | 'tvshow';
  /** The film's title, or the show's. */
  title: string;
  /** The film's year, or the show's first year when the server sends it. */
  year: number | null;
  season: number | null;
  episode: number | null;
  /** The record's ids: IMDb, TMDB and TVDB for films and shows. */
  ids: ExternalIds;
  /** An episode's own ids. */
  episodeIds: EpisodeExternalIds;
  /** How far the play got, 0–100; null when the server does not say. */
  percent: number | null;
  /** 1–10 for a rating. */
  rating: number | null;
  /** The server's user name, and its id when sent: the integration's user filter matches either. */
  serverUser: string;
  serverUserId: string | null;
  /** The library (section) the item is in, when the server says (Plex). */
  library: string | null;
  playedAt: Date;
}

/** What a webhook carried: a play to record, or an event Shelfmark has no use for (and why). */
export type ReadPayload = { play: ReportedPlay } | { ignored: string };

/** A body that is not the server's webhook: answered 400 with this message. */
export class UnreadablePayload extends Error {}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field: a string, or a number sent as one; '' and absent are null. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A whole number sent as a number or a string (a template quotes everything); else null. */
export function whole(value: unknown): number | null {
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === '' || raw === null || raw === undefined) return null;
  const number = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(number) && Number.isInteger(number) ? number : null;
}

/** true/false sent as a boolean or as text ("True" from .NET, "true"). */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Position over length (.NET ticks or milliseconds alike), as a percentage; null without a length. */
export function percentOf(position: number | null, length: number | null): number | null {
  if (position === null || length === null || length <= 0) return null;
  return Math.max(0, Math.min(100, (position / length) * 100));
}

/**
 * The moment a server gives: ISO 8601 (taken as UTC without a zone), or .NET's invariant
 * "MM/dd/yyyy HH:mm:ss" a Handlebars template renders a DateTime as; a missing, unreadable or
 * future one is the moment it arrived.
 */
export function momentOf(value: unknown, received: Date): Date {
  const raw = text(value);
  if (raw === null) return received;
  const dotNet = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?: ?([AP]M))?$/i.exec(raw);
  let date: Date;
  if (dotNet) {
    const [, month, day, year, hour, minute, second, half] = dotNet;
    let hours = Number(hour) % (half ? 12 : 24);
    if (half?.toUpperCase() === 'PM') hours += 12;
    date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), hours, Number(minute), Number(second)));
  } else {
    const iso = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(raw) ? `${raw}Z` : raw;
    date = new Date(iso);
  }
  if (Number.isNaN(date.getTime()) || date.getTime() > received.getTime() + 60_000) return received;
  return date;
}

/** IMDb ids as stored (tt and digits, lower case); anything else is dropped. */
export const imdbId = (value: string | null) => (value && /^tt\d{7,10}$/i.test(value) ? value.toLowerCase() : null);
/** TMDB and TVDB ids are numbers. */
export const numericId = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? String(Number(value)) : null);

/** Drops the sources without an id. */
export function idsOf<Source extends string>(pairs: [Source, string | null][]): Partial<Record<Source, string>> {
  return Object.fromEntries(pairs.filter((pair): pair is [Source, string] => pair[1] !== null)) as Partial<Record<Source, string>>;
}
