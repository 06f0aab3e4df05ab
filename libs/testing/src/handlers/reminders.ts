import { type ReminderSettings, ReminderSettingsUpdateSchema } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, parseJsonBody, requireCaller } from './respond';

const OFF: ReminderSettings = { weeklyMail: false, weekday: 1, push: false };

/** The caller's release reminder settings (the push subscription calls need a browser's push service and are not mocked). */
export const reminderHandlers = [
  http.get(apiPath('/reminders'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json<ReminderSettings>(mockDb.reminders.get(who.userID) ?? OFF);
  }),
  http.patch(apiPath('/reminders'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, ReminderSettingsUpdateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const next = { ...(mockDb.reminders.get(who.userID) ?? OFF), ...body.data };
    mockDb.reminders.set(who.userID, next);
    return HttpResponse.json<ReminderSettings>(next);
  }),
];
