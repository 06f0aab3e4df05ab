import { getToken, resetSessionStore, setToken } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@shelfmark/api-client';
import { server, startMockServer } from '../test-helpers';
import { uploadCover } from './upload-cover';

startMockServer();

const reload = vi.fn();
const cover = () => new NodeFile(['jpeg bytes'], 'my photo.jpg', { type: 'image/jpeg' }) as unknown as File;

beforeEach(async () => {
  resetSessionStore();
  reload.mockReset();
  configureApiClient({ baseUrl: '/api/v1', reload });
  // Node's FormData, Blob and File, which Node's fetch (where msw listens) sends and reads as
  // multipart; jsdom's it cannot (Node 22+ checks the parts against the global File).
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
});

describe('uploadCover', () => {
  it('posts the file named after the cover, with the upload preset and tag, and the bearer token', async () => {
    let seen: { authorization: string | null; fields: [string, string][] } | undefined;
    server.use(
      http.post('*/api/v1/covers', async ({ request }) => {
        const form = await request.formData();
        const fields = [...form.entries()].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.name]);
        seen = { authorization: request.headers.get('Authorization'), fields };
        return HttpResponse.json({ name: 'MOVIE12', url: '/api/v1/covers/MOVIE12.jpg' }, { status: 201 });
      }),
    );
    setToken('abc.def.ghi');
    await expect(uploadCover('MOVIE12', cover())).resolves.toEqual({ name: 'MOVIE12', url: '/api/v1/covers/MOVIE12.jpg' });
    expect(seen).toEqual({
      authorization: 'Bearer abc.def.ghi',
      fields: [['file', 'MOVIE12.jpg'], ['upload_preset', 'shelfmark'], ['tags', 'browser_upload']],
    });
  });

  it("fails with 'Failed to post cover' and the server's message", async () => {
    server.use(http.post('*/api/v1/covers', () => HttpResponse.json({ message: 'Cover must be at most 5 MB' }, { status: 413 })));
    await expect(uploadCover('9780441172719', cover())).rejects.toMatchObject({
      message: 'Failed to post cover: Request failed with status: 413',
      serverMessage: 'Cover must be at most 5 MB',
    });
  });

  it('signs out and reloads on a 403, like every call of the shared client', async () => {
    server.use(http.post('*/api/v1/covers', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    setToken('abc.def.ghi');
    await expect(uploadCover('9780441172719', cover())).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
