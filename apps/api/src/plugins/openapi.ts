import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerCompression } from './compression';

/** OpenAPI generated from the same zod schemas that validate requests, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shelfmark API', version: '1.0.0', description: 'The HTTP API of Shelfmark under /api/v1.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Its own scope, so compressing the documentation's pages does not reach the web apps' files.
  await app.register(async (docs) => {
    await registerCompression(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
