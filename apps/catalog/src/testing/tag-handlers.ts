import { API_MESSAGES, MESSAGES, TagValueSchema } from '@shelfmark/contract';
import { apiPath, errorResponse } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { catalogDb, taggedMedia } from './catalog-db';

function findTag(id: unknown) {
  return catalogDb.tags.find((tag) => tag.tagID === Number(id));
}

export const tagHandlers = [
  http.get(apiPath('/tags/all'), () =>
    HttpResponse.json(catalogDb.tags.map((tag) => ({ ...tag, mediaCount: taggedMedia(tag.tagID).length }))),
  ),
  http.get(apiPath('/tags/:id'), ({ params }) => {
    const tag = findTag(params['id']);
    return tag ? HttpResponse.json({ ...tag, media: taggedMedia(tag.tagID) }) : errorResponse(404, API_MESSAGES.tagNotFound);
  }),
  http.post(apiPath('/tags'), ({ request }) => {
    const parsed = TagValueSchema.safeParse(new URL(request.url).searchParams.get('tagValue') ?? '');
    if (!parsed.success) return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid tag');
    const tag = { tagID: Math.max(0, ...catalogDb.tags.map((item) => item.tagID)) + 1, tagValue: parsed.data };
    catalogDb.tags.push(tag);
    return HttpResponse.json(tag, { status: 201 });
  }),
  http.delete(apiPath('/tags/:id'), ({ params }) => {
    const tag = findTag(params['id']);
    if (!tag) return errorResponse(404, API_MESSAGES.tagNotFound);
    catalogDb.tags = catalogDb.tags.filter((item) => item !== tag);
    return new HttpResponse(null, { status: 204 });
  }),
  http.put(apiPath('/usermedias/:usermediaID/tags/:tagID'), ({ params }) => {
    const usermediaID = Number(params['usermediaID']);
    const tagID = Number(params['tagID']);
    const current = catalogDb.entryTags.get(usermediaID) ?? [];
    if (current.includes(tagID)) return errorResponse(400, MESSAGES.tagAlreadyOnMedia);
    catalogDb.entryTags.set(usermediaID, [...current, tagID]);
    return HttpResponse.json(catalogDb.tags.filter((tag) => [...current, tagID].includes(tag.tagID)));
  }),
];
