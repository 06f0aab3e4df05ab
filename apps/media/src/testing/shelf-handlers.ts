import { MESSAGES, type UserMedia } from '@shelfmark/contract';
import { apiPath, errorResponse } from '@shelfmark/testing';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { ShelfState } from './shelf-state';

type Resolver = (request: Request, params: Record<string, string>, state: ShelfState) => Promise<Response> | Response;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Records the call, answers a configured failure, or runs the resolver. */
export function recorded(state: ShelfState, method: string, resolver: Resolver): HttpResponseResolver {
  return async ({ request, params }) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    state.calls.push({ method, path, body: await readBody(request) });
    const failure = state.failures[`${method} ${path}`];
    if (failure) return errorResponse(failure, `failed with ${failure}`);
    return resolver(request, params as Record<string, string>, state);
  };
}

function itemById(state: ShelfState, id: string): UserMedia | undefined {
  return state.items.find((item) => item.usermediaID === Number(id));
}

function notFound() {
  return errorResponse(404, MESSAGES.shelfEmpty);
}

export function shelfHandlers(state: ShelfState) {
  return [
    http.get(apiPath('/medias/:id'), recorded(state, 'GET', (_request, { id }) => {
      const found = state.media.find((media) => media.mediaID === Number(id));
      return found ? HttpResponse.json(found) : notFound();
    })),
    http.get(apiPath('/usermedias/media/:mediaID'), recorded(state, 'GET', (_request, { mediaID }) => {
      const found = state.items.find((item) => item.mediaID === Number(mediaID));
      return found ? HttpResponse.json(found) : notFound();
    })),
    http.post(apiPath('/usermedias'), recorded(state, 'POST', (request) => {
      const mediaID = Number(new URL(request.url).searchParams.get('mediaID'));
      const media = state.media.find((candidate) => candidate.mediaID === mediaID);
      if (!media) return notFound();
      const item: UserMedia = {
        usermediaID: state.nextId++, mediaID, media, status: 'library', rating: 0, review: null, favorited: false,
        progress: 0, currentReading: null, readings: [], entries: [], recommendations: [], tags: [],
      };
      state.items.push(item);
      return HttpResponse.json(item, { status: 201 });
    })),
    http.patch(apiPath('/usermedias/:id'), recorded(state, 'PATCH', async (request, { id }) => {
      const item = itemById(state, id ?? '');
      if (!item) return notFound();
      Object.assign(item, (await request.json()) as Partial<UserMedia>);
      return HttpResponse.json(item);
    })),
    http.delete(apiPath('/usermedias/:id'), recorded(state, 'DELETE', (_request, { id }) => {
      state.items = state.items.filter((item) => item.usermediaID !== Number(id));
      return new HttpResponse(null, { status: 204 });
    })),
    http.patch(apiPath('/usersubmedias/:id'), recorded(state, 'PATCH', async (request) => HttpResponse.json(await request.json()))),
  ];
}
