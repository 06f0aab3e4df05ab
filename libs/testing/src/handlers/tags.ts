import { API_MESSAGES, TagCreateQuerySchema, TagRenameSchema, firstIssueMessage } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockTag } from '../db/mock-db';
import { findMedia } from '../db/shelf';
import { apiPath, errorResponse, idOf, noContent, requireCaller, type Caller } from './respond';

/** The caller's own tag; another user's is answered as missing (404), like one that does not exist. */
function ownTag(who: Caller, id: string | readonly string[] | undefined): MockTag | undefined {
  return mockDb.tags.find((tag) => tag.tagID === idOf(id) && tag.userID === who.userID);
}

function taggedEntries(tag: MockTag) {
  return mockDb.entries.filter((entry) => entry.userID === tag.userID && entry.tags.some((candidate) => candidate.tagID === tag.tagID));
}

const answer = ({ userID: _userID, ...tag }: MockTag) => tag;

/** The caller's tags, each with its media. */
export const tagHandlers = [
  http.get(apiPath('/tags'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(mockDb.tags.filter((tag) => tag.userID === who.userID).map(answer));
  }),

  http.get(apiPath('/tags/all'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const own = mockDb.tags.filter((tag) => tag.userID === who.userID);
    return HttpResponse.json(own.map((tag) => ({ ...answer(tag), mediaCount: taggedEntries(tag).length })));
  }),

  http.get(apiPath('/tags/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const tag = ownTag(who, params['id']);
    if (!tag) return errorResponse(404, API_MESSAGES.tagNotFound);
    return HttpResponse.json({ ...answer(tag), media: taggedEntries(tag).map((entry) => findMedia(entry.mediaID) ?? entry.media) });
  }),

  // An existing value of the caller's answers that tag (200), a new one is created (201).
  http.post(apiPath('/tags'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = TagCreateQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, firstIssueMessage(query.error, 'Invalid tag'));
    const existing = mockDb.tags.find((tag) => tag.userID === who.userID && tag.tagValue.toLowerCase() === query.data.tagValue.toLowerCase());
    if (existing) return HttpResponse.json(answer(existing));
    const tag: MockTag = { tagID: nextId(), tagValue: query.data.tagValue, userID: who.userID };
    mockDb.tags.push(tag);
    return HttpResponse.json(answer(tag), { status: 201 });
  }),

  // A new value for the tag, on every entry carrying it; another of the caller's tags with that value is 409.
  http.patch(apiPath('/tags/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const tag = ownTag(who, params['id']);
    if (!tag) return errorResponse(404, API_MESSAGES.tagNotFound);
    const body = TagRenameSchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return errorResponse(400, firstIssueMessage(body.error, 'Invalid tag'));
    const value = body.data.tagValue;
    if (mockDb.tags.some((other) => other !== tag && other.userID === who.userID && other.tagValue.toLowerCase() === value.toLowerCase())) {
      return errorResponse(409, API_MESSAGES.tagValueTaken);
    }
    tag.tagValue = value;
    for (const entry of mockDb.entries) entry.tags = entry.tags.map((candidate) => (candidate.tagID === tag.tagID ? { ...candidate, tagValue: value } : candidate));
    return HttpResponse.json(answer(tag));
  }),

  http.delete(apiPath('/tags/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const tag = ownTag(who, params['id']);
    if (!tag) return errorResponse(404, API_MESSAGES.tagNotFound);
    mockDb.tags = mockDb.tags.filter((candidate) => candidate !== tag);
    for (const entry of mockDb.entries) entry.tags = entry.tags.filter((candidate) => candidate.tagID !== tag.tagID);
    return noContent();
  }),
];
