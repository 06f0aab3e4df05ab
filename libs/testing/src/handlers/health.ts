import type { Health } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { apiPath } from './respond';

export const healthHandlers = [http.get(apiPath('/health'), () => HttpResponse.json<Health>({ status: 'ok' }))];
