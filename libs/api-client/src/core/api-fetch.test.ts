import { resetSessionStore, setToken, getToken } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { apiFetch } from './api-fetch';
import { ApiError } from './api-error';
import { configureApiClient } from './config';

startMockServer();

const reload = vi.fn();

beforeEach(() => {
  resetSessionStore();
  reload.mockReset();
  configureApiClient({ baseUrl: '/api/v1', reload, takeEarlyResponse: undefined });
});

function echoRequest() {
  server.use(
    http.all('*/api/v1/echo', async ({ request }) =>
      HttpResponse.json({
        url: request.url,
        method: request.method,
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: await request.text(),
      }),
    ),
  );
}

describe('apiFetch requests', () => {
  it('calls /api/v1 on the current origin', async () => {
    echoRequest();
    await expect(apiFetch('/echo')).resolves.toMatchObject({ url: 'http://localhost:3000/api/v1/echo', method: 'GET' });
  });

  it('uses a configured base URL', async () => {
    echoRequest();
    configureApiClient({ baseUrl: 'https://shelf.example.com/api/v1' });
    await expect(apiFetch('/echo')).resolves.toMatchObject({ url: 'https://shelf.example.com/api/v1/echo' });
  });

  it('adds query parameters, leaving out null and undefined', async () => {
    echoRequest();
    const body = await apiFetch('/echo', { query: { pageNumber: 2, library: 'TBR', asc: true, type: undefined, genre: null } });
    expect(body).toMatchObject({ url: 'http://localhost:3000/api/v1/echo?pageNumber=2&library=TBR&asc=true' });
  });

  it('sends the stored token as a bearer header', async () => {
    echoRequest();
    setToken('abc.def.ghi');
    await expect(apiFetch('/echo')).resolves.toMatchObject({ authorization: 'Bearer abc.def.ghi' });
  });

  it('sends no authorization without a stored token', async () => {
    echoRequest();
    await expect(apiFetch('/echo')).resolves.toMatchObject({ authorization: null });
  });

  it('sends no authorization for calls flagged auth: false', async () => {
    echoRequest();
    setToken('abc.def.ghi');
    await expect(apiFetch('/echo', { auth: false })).resolves.toMatchObject({ authorization: null });
  });

  it('serializes JSON bodies as application/json', async () => {
    echoRequest();
    const body = await apiFetch('/echo', { method: 'POST', json: { username: 'ada_99' } });
    expect(body).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"username":"ada_99"}' });
  });

  it('sends plain-text bodies as text/plain', async () => {
    echoRequest();
    const body = await apiFetch('/echo', { method: 'POST', text: 'Earthsea Cycle' });
    expect(body).toMatchObject({ contentType: 'text/plain', body: 'Earthsea Cycle' });
  });

  it('sends form data as multipart/form-data with its boundary, fields in order', async () => {
    echoRequest();
    // Node's FormData and Blob, as a browser's fetch gets its own: under jsdom the globals are
    // jsdom's, which Node's fetch cannot serialize (Node 22+ checks parts against the global File).
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
    const form = new NodeFormData();
    form.append('source', 'goodreads');
    form.append('file', new NodeBlob(['Title\nDune\n'], { type: 'text/csv' }) as Blob, 'shelf.csv');
    const body = (await apiFetch('/echo', { method: 'POST', form })) as { contentType: string; body: string };
    expect(body.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body.body.indexOf('name="source"')).toBeLessThan(body.body.indexOf('name="file"; filename="shelf.csv"'));
    expect(body.body).toContain('Title\nDune\n');
  });
});

describe('apiFetch errors', () => {
  function failWith(status: number, body?: object) {
    server.use(http.get('*/api/v1/fail', () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))));
  }

  it("throws 'Request failed with status: <code>' with the server's message", async () => {
    failWith(409, { message: 'Username already taken' });
    const error = await apiFetch('/fail').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Request failed with status: 409', status: 409, serverMessage: 'Username already taken' });
  });

  it('has no server message when the body has none', async () => {
    failWith(500);
    await expect(apiFetch('/fail')).rejects.toMatchObject({ message: 'Request failed with status: 500', serverMessage: null });
  });

  it('removes the stored token and reloads on a 403', async () => {
    failWith(403, { message: 'Token expired' });
    setToken('abc.def.ghi');
    await expect(apiFetch('/fail')).rejects.toThrow('Request failed with status: 403');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the token and does not reload on a 401', async () => {
    failWith(401);
    setToken('abc.def.ghi');
    await expect(apiFetch('/fail')).rejects.toThrow('Request failed with status: 401');
    expect(getToken()).toBe('abc.def.ghi');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload on a 403 to a call that sent no token', async () => {
    failWith(403);
    setToken('abc.def.ghi');
    await expect(apiFetch('/fail', { auth: false })).rejects.toThrow('Request failed with status: 403');
    expect(getToken()).toBe('abc.def.ghi');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('answers started early', () => {
  it('answers a GET from the early response the config hands over, with its path, query and token', async () => {
    echoRequest();
    setToken('abc.def.ghi');
    const take = vi.fn((path: string, query: URLSearchParams, token: string | null) =>
      path === '/shelf' ? Promise.resolve(Response.json({ early: true, query: query.toString(), token })) : undefined,
    );
    configureApiClient({ takeEarlyResponse: take });
    await expect(apiFetch('/shelf', { query: { library: 'TBR', genre: undefined } })).resolves.toEqual({ early: true, query: 'library=TBR', token: 'abc.def.ghi' });
    await expect(apiFetch('/echo')).resolves.toMatchObject({ method: 'GET' });
    expect(take).toHaveBeenCalledTimes(2);
  });

  it('never for a write, and treats an early failure like its own', async () => {
    echoRequest();
    setToken('abc.def.ghi');
    const take = vi.fn(() => Promise.resolve(Response.json({ message: 'Token expired' }, { status: 403 })));
    configureApiClient({ takeEarlyResponse: take });
    await expect(apiFetch('/echo', { method: 'POST', json: {} })).resolves.toMatchObject({ method: 'POST' });
    expect(take).not.toHaveBeenCalled();
    await expect(apiFetch('/verification')).rejects.toMatchObject({ status: 403, serverMessage: 'Token expired' });
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
