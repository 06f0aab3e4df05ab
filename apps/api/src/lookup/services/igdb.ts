import type { LookupResult } from '@shelfmark/contract';
import { genreIdsFor } from '../../media/genre-names';
import { ServiceError } from '../http';
import { coverPathFor, emptyResult, idsOf, type MetadataService, type ServiceContext } from './common';

const LABEL = 'IGDB';
const IMAGE_ID = /^[a-z0-9]{4,40}$/;

interface Game {
  id: number;
  name?: string;
  summary?: string;
  first_release_date?: number;
  genres?: { name?: string }[];
  themes?: { name?: string }[];
  involved_companies?: { developer?: boolean; company?: { name?: string } }[];
  cover?: { image_id?: string };
  game_modes?: { name?: string }[];
}

let token: { value: string; until: number; clientId: string } | null = null;

/** IGDB's access token from Twitch (client credentials), kept until shortly before it expires. */
async function accessToken(context: ServiceContext): Promise<string> {
  const { config } = context;
  if (token && token.clientId === config.igdbClientId && token.until > Date.now()) return token.value;
  const params = new URLSearchParams({ client_id: config.igdbClientId ?? '', client_secret: config.igdbClientSecret ?? '', grant_type: 'client_credentials' });
  const answer = await context.json<{ access_token?: string; expires_in?: number }>({
    url: `${config.twitchAuthUrl}/oauth2/token?${params}`,
    method: 'POST',
    headers: { 'user-agent': context.userAgent },
    timeoutMs: config.timeoutMs,
  });
  if (!answer?.access_token) throw new ServiceError('failed', 'Twitch gave IGDB no access token: check IGDB_CLIENT_ID and IGDB_CLIENT_SECRET');
  token = { value: answer.access_token, until: Date.now() + Math.max(0, (answer.expires_in ?? 3600) - 60) * 1000, clientId: config.igdbClientId ?? '' };
  return token.value;
}

const apicalypse = (q: string) =>
  `search "${q.replace(/["\\]/g, ' ')}"; fields name,summary,first_release_date,genres.name,themes.name,involved_companies.developer,involved_companies.company.name,cover.image_id,game_modes.name; limit 10;`;

function toResult(game: Game): LookupResult | null {
  if (!game.name) return null;
  const names = (list: { name?: string }[] | undefined) => (list ?? []).flatMap((item) => (item.name ? [item.name] : []));
  const developers = (game.involved_companies ?? []).filter((company) => company.developer).flatMap((company) => (company.company?.name ? [company.company.name] : []));
  const modes = names(game.game_modes).map((mode) => mode.toLowerCase());
  const released = game.first_release_date ? new Date(game.first_release_date * 1000).toISOString().slice(0, 10) : null;
  const image = game.cover?.image_id ?? '';
  return {
    ...emptyResult('igdb', String(game.id), 'videogame', game.name),
    creators: developers,
    description: game.summary ?? null,
    publication: released,
    // The spec's video game: seasons 1 is single player, anything else multi-player.
    seasons: modes.length === 0 ? null : modes.some((mode) => mode !== 'single player') ? 2 : 1,
    genreIDs: genreIdsFor([...names(game.genres), ...names(game.themes)]),
    coverUrl: IMAGE_ID.test(image) ? coverPathFor('igdb', image) : null,
    externalIds: idsOf({ igdb: game.id }),
  };
}

/** Video games from IGDB's games endpoint (Apicalypse query), with a Twitch app token. */
export const igdb: MetadataService = {
  service: 'igdb',
  label: LABEL,
  unconfigured: (context) =>
    context.config.igdbClientId && context.config.igdbClientSecret ? null : 'IGDB needs a Twitch app: set IGDB_CLIENT_ID and IGDB_CLIENT_SECRET',
  async search(request, context) {
    const { config } = context;
    const games = await context.json<Game[]>({
      url: `${config.igdbUrl}/v4/games`,
      method: 'POST',
      headers: { 'user-agent': context.userAgent, 'client-id': config.igdbClientId ?? '', authorization: `Bearer ${await accessToken(context)}`, accept: 'application/json' },
      body: apicalypse(request.q ?? ''),
      timeoutMs: config.timeoutMs,
    });
    return (games ?? []).flatMap((game) => [toResult(game)].filter((result) => result !== null));
  },
  coverAddress: (coverId, { config }) => (IMAGE_ID.test(coverId) ? `${config.igdbImagesUrl}/igdb/image/upload/t_cover_big/${coverId}.jpg` : null),
};

