import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({
      REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog/v2/',
      REMOTE_MEDIA_URL: 'https://media.example.org:8443/mf-manifest.json',
    });
  });
  afterAll(() => server.close());

  it('allow scripts, styles and fetches from this origin and the remotes’ origins only', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);
    const allowed = ["'self'", 'https://cdn.example.com', 'https://media.example.org:8443'];
    expect(csp['font-src']?.sort()).toEqual([...allowed].sort());
    expect(csp['script-src']?.sort()).toEqual([...allowed, "'wasm-unsafe-eval'"].sort());
    expect(csp['connect-src']?.sort()).toEqual([...allowed, 'blob:'].sort());
    expect(csp['style-src']).toEqual(expect.arrayContaining(allowed));
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it("let WebAssembly compile (the barcode reader) without allowing eval", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toContain("'wasm-unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it.each(['/api/v1/health', '/api/v1/users/verification', '/api/v1/nothing-here', '/covers/MOVIE1.jpg'])('come with every answer: %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
