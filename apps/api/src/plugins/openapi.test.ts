import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTokenRule, tokenRuleFor } from '../access/token-scopes';
import { registeredApiRoutes } from '../security/route-inventory';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

type Operation = { description?: string; security?: Record<string, string[]>[]; responses?: Record<string, { description?: string }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { description?: string }> } };

describe('the OpenAPI document', () => {
  let server: TestApp;
  let document: Document;

  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
    document = server.app.swagger() as unknown as Document;
  });
  afterAll(() => server.close());

  it('is valid OpenAPI by an independent validator', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the personal token scheme: its prefix and where to create one', () => {
    expect(document.components.securitySchemes['personalToken']).toMatchObject({ type: 'http', scheme: 'bearer', description: expect.stringContaining('shm_') });
    expect(document.components.securitySchemes['personalToken']?.description).toContain('Apps and tokens');
  });

  it('names, for every API operation, the scope a token needs or that it is session only', async () => {
    const routes = (await registeredApiRoutes()).filter((route) => route.url.startsWith('/api/v1'));
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, url } of routes) {
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const rule = tokenRuleFor(method, url);
      expect(operation?.description, `${method} ${url}`).toContain(`${describeTokenRule(rule)}.`);
      expect(operation?.security, `${method} ${url}`).toEqual(rule.kind === 'scope' ? [{ session: [] }, { personalToken: [rule.scope] }] : [{ session: [] }]);
      expect(operation?.responses, `${method} ${url}`).toHaveProperty('403');
      if (rule.kind === 'scope') expect(operation?.responses, `${method} ${url}`).toHaveProperty('429');
    }
    expect(document.paths['/api/v1/usermedias/{id}']?.['get']?.responses?.['403']?.description).toContain('lacks the scope');
    expect(document.paths['/api/v1/tokens']?.['post']?.description).toContain('Session only.');
    expect(document.paths['/api/v1/usermedias/{id}']?.['patch']?.security).toContainEqual({ personalToken: ['write'] });
  });
});
