import {
  FEED_PAST_DAYS,
  firstIssueMessage,
  outlineReview,
  ReviewYearParamSchema,
  SHARED_SHELF_PAGE_SIZE,
  ShareCreateSchema,
  SharedPageQuerySchema,
  ShareUpdateSchema,
  type SharedView,
  YEAR_SHARE_MESSAGES,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockShare } from '../db/mock-db';
import { chosenFields, finishedItems, mediaOf, releasesOf, shelfOf, yearReviewOf } from './year-share-data';
import { apiPath, errorResponse, idOf, noContent, parseJsonBody, requireCaller } from './respond';

const day = (daysBefore = 0) => new Date(Date.now() - daysBefore * 86_400_000).toISOString().slice(0, 10);
const origin = (request: Request) => new URL(request.url).origin;

function sharedViewOf(share: MockShare, page: number): SharedView {
  if (share.kind === 'year' && share.year !== null) {
    const items = finishedItems(share.userID, share.year).filter((item) => !item.restricted);
    const outline = outlineReview(items);
    const entryOf = (mediaID: number) => mockDb.entries.find((entry) => entry.userID === share.userID && entry.mediaID === mediaID);
    return {
      kind: 'year',
      title: share.title,
      year: share.year,
      review: {
        year: share.year,
        items: items.map((item) => {
          const entry = entryOf(item.mediaID);
          const fields = entry ? chosenFields(share, { media: mediaOf(entry), rating: item.rating, review: item.review }) : {};
          return { type: item.type, title: item.title, finished: item.finished, finishedPrecision: item.finishedPrecision, length: item.length, ...fields };
        }),
        ...outline,
        highestRated: share.fields.ratings ? outline.highestRated : [],
        tags: share.fields.tags ? outline.tags : [],
      },
    };
  }
  const shelf = shelfOf(share);
  const slice = shelf.slice((page - 1) * SHARED_SHELF_PAGE_SIZE, page * SHARED_SHELF_PAGE_SIZE);
  return {
    kind: 'shelf',
    title: share.title,
    shelf: share.shelf ?? 'read',
    type: share.type,
    items: slice.map((entry) => {
      const media = mediaOf(entry);
      return { type: media.type, title: media.title, ...chosenFields(share, { media, rating: entry.rating, review: entry.review }) };
    }),
    page,
    pageCount: Math.ceil(shelf.length / SHARED_SHELF_PAGE_SIZE),
    total: shelf.length,
  };
}

function ownShare(request: Request, id: string | readonly string[] | undefined): MockShare | Response {
  const who = requireCaller(request);
  if (who instanceof Response) return who;
  const share = mockDb.shares.find((item) => item.id === idOf(id) && item.userID === who.userID);
  return share ?? errorResponse(404, YEAR_SHARE_MESSAGES.shareNotFound);
}

/** The year in review, the release calendar with its feed, and share links, public pages included. */
export const yearShareHandlers = [
  http.get(apiPath('/year/:year'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const year = ReviewYearParamSchema.safeParse(params['year']);
    if (!year.success) return errorResponse(400, firstIssueMessage(year.error, 'Invalid year'));
    return HttpResponse.json(yearReviewOf(who.userID, year.data));
  }),

  http.get(apiPath('/calendar'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json({ releases: releasesOf(who.userID, day()), feed: mockDb.calendarFeeds.get(who.userID) ?? null });
  }),
  http.post(apiPath('/calendar/feed'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const secret = `feed${nextId()}${'x'.repeat(36)}`.slice(0, 43);
    const feed = { url: `${origin(request)}/api/v1/calendar/feed/${secret}.ics`, createdAt: new Date().toISOString(), lastFetchedAt: null };
    mockDb.calendarFeeds.set(who.userID, feed);
    return HttpResponse.json(feed, { status: 201 });
  }),
  http.delete(apiPath('/calendar/feed'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    mockDb.calendarFeeds.delete(who.userID);
    return noContent();
  }),
  http.get(apiPath('/calendar/feed/:file'), ({ params }) => {
    const owner = [...mockDb.calendarFeeds].find(([, feed]) => feed.url.endsWith(`/${String(params['file'])}`))?.[0];
    if (owner === undefined) return errorResponse(404, YEAR_SHARE_MESSAGES.feedNotFound);
    const events = releasesOf(owner, day(FEED_PAST_DAYS)).map((release) => `BEGIN:VEVENT\r\nSUMMARY:${release.title}\r\nEND:VEVENT\r\n`);
    return new HttpResponse(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
  }),

  http.get(apiPath('/shares'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(mockDb.shares.filter((share) => share.userID === who.userID).map(({ userID: _userID, ...link }) => link));
  }),
  http.post(apiPath('/shares'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, ShareCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const id = nextId();
    const token = `share${id}`.padEnd(32, 'x');
    const input = body.data;
    const share: MockShare = {
      userID: who.userID,
      id,
      token,
      url: `${origin(request)}/shared/${token}`,
      kind: input.kind,
      year: input.kind === 'year' ? input.year : null,
      shelf: input.kind === 'shelf' ? input.shelf : null,
      type: input.kind === 'shelf' ? (input.type ?? null) : null,
      fields: { ...input.fields, tags: input.kind === 'year' ? input.fields.tags : false },
      title: input.title ?? null,
      createdAt: new Date().toISOString(),
      lastOpenedAt: null,
      openCount: 0,
    };
    mockDb.shares.unshift(share);
    const { userID: _userID, ...link } = share;
    return HttpResponse.json(link, { status: 201 });
  }),
  http.patch(apiPath('/shares/:id'), async ({ request, params }) => {
    const share = ownShare(request, params['id']);
    if (share instanceof Response) return share;
    const body = await parseJsonBody(request, ShareUpdateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { title, fields } = body.data;
    if (title === undefined && fields === undefined) return errorResponse(400, YEAR_SHARE_MESSAGES.nothingToChange);
    if (share.kind === 'shelf' && fields?.tags) return errorResponse(400, YEAR_SHARE_MESSAGES.tagsOnYearOnly);
    if (title !== undefined) share.title = title;
    if (fields) share.fields = { ...share.fields, ...fields, tags: fields.tags ?? share.fields.tags };
    const { userID: _userID, ...link } = share;
    return HttpResponse.json(link);
  }),
  http.delete(apiPath('/shares/:id'), ({ request, params }) => {
    const share = ownShare(request, params['id']);
    if (share instanceof Response) return share;
    mockDb.shares = mockDb.shares.filter((item) => item !== share);
    return noContent();
  }),

  http.get(apiPath('/public/shares/:token'), ({ request, params }) => {
    const share = mockDb.shares.find((item) => item.token === params['token']);
    if (!share) return errorResponse(404, YEAR_SHARE_MESSAGES.sharedLinkGone);
    const query = SharedPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, firstIssueMessage(query.error, 'Invalid query'));
    share.lastOpenedAt = new Date().toISOString();
    share.openCount += 1;
    return HttpResponse.json(sharedViewOf(share, query.data.page), { headers: { 'X-Robots-Tag': 'noindex, nofollow, noarchive' } });
  }),
];
