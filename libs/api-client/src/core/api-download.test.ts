import { resetSessionStore, setToken, getToken } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { apiDownload, fileNameFromDisposition } from './api-download';
import { configureApiClient } from './config';

startMockServer();

const reload = vi.fn();

beforeEach(() => {
  resetSessionStore();
  reload.mockReset();
  configureApiClient({ baseUrl: '/api/v1', reload });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="shelfmark-export.json"', 'shelfmark-export.json'],
    ['attachment; filename=shelf.csv', 'shelf.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ["attachment; filename=\"fallback.json\"; filename*=UTF-8''%C3%A9tag%C3%A8re.json", 'étagère.json'],
    ["attachment; filename*=UTF-8''bad%E0.json; filename=\"plain.json\"", 'plain.json'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'inline; filename=""'])('has no name in %j', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});

describe('apiDownload', () => {
  it('answers the body as a Blob with the attachment name, sending the bearer token and query', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get('*/api/v1/export', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('Authorization') };
        return new HttpResponse('{"version":1}', {
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="shelfmark.json"' },
        });
      }),
    );
    setToken('abc.def.ghi');
    const file = await apiDownload('/export', { query: { format: 'json' } });
    expect(seen).toEqual({ url: 'http://localhost:3000/api/v1/export?format=json', authorization: 'Bearer abc.def.ghi' });
    expect(file.fileName).toBe('shelfmark.json');
    expect(await file.blob.text()).toBe('{"version":1}');
  });

  it("throws ApiError with the server's message", async () => {
    server.use(http.get('*/api/v1/export', () => HttpResponse.json({ message: 'Unknown format' }, { status: 400 })));
    await expect(apiDownload('/export')).rejects.toMatchObject({ status: 400, serverMessage: 'Unknown format' });
  });

  it('signs out and reloads on a 403, like every call', async () => {
    server.use(http.get('*/api/v1/export', () => new HttpResponse(null, { status: 403 })));
    setToken('abc.def.ghi');
    await expect(apiDownload('/export')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
