import { GoalsQuerySchema, GoalWriteSchema, HOME_SERIES_LIMIT, StatsQuerySchema, firstIssueMessage, API_MESSAGES } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { goalProgress, mockSeriesProgress, mockStats } from '../db/figures';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, idOf, parseJsonBody, requireCaller } from './respond';

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** GET /stats, GET and PUT /goals, series progress: the server's figures over mockDb. */
export const statsHandlers = [
  http.get(apiPath('/stats'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const parsed = StatsQuerySchema.safeParse(query(request));
    if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error, 'Invalid query'));
    const { year, type } = parsed.data;
    return HttpResponse.json(mockStats(who.userID, year === undefined || year === 'all' ? null : year, type ?? null));
  }),
  http.get(apiPath('/goals'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const parsed = GoalsQuerySchema.safeParse(query(request));
    if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error, 'Invalid query'));
    const year = parsed.data.year ?? new Date().getUTCFullYear();
    return HttpResponse.json({ year, goals: goalProgress(who.userID, year) });
  }),
  http.put(apiPath('/goals'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, GoalWriteSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { year, type, target } = body.data;
    mockDb.goals = mockDb.goals.filter((goal) => !(goal.userID === who.userID && goal.year === year && goal.type === type));
    if (target > 0) mockDb.goals.push({ userID: who.userID, year, type, target });
    return HttpResponse.json({ year, goals: goalProgress(who.userID, year) });
  }),
  http.get(apiPath('/series/progress'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const underWay = mockDb.series
      .map((series) => mockSeriesProgress(who.userID, series.seriesID, who.role === 'admin'))
      .filter((progress) => progress !== null && progress.finished > 0 && progress.finished < progress.total);
    return HttpResponse.json(underWay.slice(0, HOME_SERIES_LIMIT));
  }),
  http.get(apiPath('/series/:id/progress'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const progress = mockSeriesProgress(who.userID, idOf(params['id']), who.role === 'admin');
    return progress ? HttpResponse.json(progress) : errorResponse(404, API_MESSAGES.seriesNotFound);
  }),
];
