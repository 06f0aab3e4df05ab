import { API_MESSAGES, CoverNameSchema } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, requireCaller } from './respond';

/** Cover upload (a .jpg named after its item) and cover reads, which find no image here. */
export const coverHandlers = [
  http.post(apiPath('/covers'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return errorResponse(400, API_MESSAGES.coverMissing);
    const name = CoverNameSchema.safeParse(file.name.replace(/\.jpg$/i, ''));
    if (!file.name.toLowerCase().endsWith('.jpg') || !name.success) return errorResponse(400, API_MESSAGES.coverMissing);
    mockDb.covers.push(name.data);
    return HttpResponse.json({ name: name.data, url: `/api/v1/covers/${encodeURIComponent(name.data)}.jpg` }, { status: 201 });
  }),
  // No image here: 404, or 204 when the page asks with missing=empty as the web app does.
  http.get(apiPath('/covers/*'), ({ request }) => new HttpResponse(null, { status: new URL(request.url).searchParams.get('missing') === 'empty' ? 204 : 404 })),
];
