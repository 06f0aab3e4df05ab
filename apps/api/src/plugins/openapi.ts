import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_TOKENS_PER_USER, TOKEN_PREFIX } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeTokenRule, tokenRuleFor } from '../access/token-scopes';
import { registerCompression } from './compression';

const PERSONAL_TOKEN = [
  `A personal access token: a secret starting \`${TOKEN_PREFIX}\`, sent as \`Authorization: Bearer ${TOKEN_PREFIX}…\` (never in the address).`,
  `Create one in Shelfmark under Profile → Apps and tokens (or POST /api/v1/tokens, signed in), with the scopes it needs: \`read\` for every GET, \`write\` for every other call.`,
  `Each operation names the scope it needs; calls marked "Session only" refuse any token (403). At most ${MAX_TOKENS_PER_USER} tokens a user; requests are limited per token (429 with Retry-After).`,
].join(' ');

const refusal = (description: string) => ({ description, type: 'object', properties: { message: { type: 'string' } }, required: ['message'] });

/** What a token's caller may be answered on top of the operation's own answers (a route naming the code keeps its own). */
const TOKEN_REFUSALS = {
  scope: {
    403: refusal('The access token lacks the scope this operation needs (the message names it).'),
    429: refusal('Too many requests with this access token; the Retry-After header says when to try again.'),
  },
  'session-only': { 403: refusal('Access tokens cannot make this call; only a signed-in session can.') },
} as const;

/** The security requirement and the line of description of one operation, from the one token rule (access/token-scopes.ts). */
const withTokenRule: SwaggerTransform<Parameters<typeof jsonSchemaTransform>[0]['schema']> = (input) => {
  const transformed = jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0] ?? 'GET';
  const rule = tokenRuleFor(method, input.url);
  const schema = transformed.schema as { description?: string; response?: Record<string, unknown> };
  const line = `${describeTokenRule(rule)}.`;
  const security: Record<string, string[]>[] = rule.kind === 'session-only' ? [{ session: [] }] : [{ session: [] }, { personalToken: [rule.scope] }];
  return {
    ...transformed,
    schema: {
      ...schema,
      description: schema.description ? `${schema.description}\n\n${line}` : line,
      security,
      response: { ...TOKEN_REFUSALS[rule.kind], ...schema.response },
    },
  };
};

/** OpenAPI generated from the same zod schemas that validate requests, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: a bearer scheme's requirement may name the scopes it needs.
      openapi: '3.1.0',
      info: { title: 'Shelfmark API', version: '1.0.0', description: 'The HTTP API of Shelfmark under /api/v1. Scripts authenticate with a personal access token (see personalToken).' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The browser’s session token, from POST /api/v1/sessions.' },
          personalToken: { type: 'http', scheme: 'bearer', description: PERSONAL_TOKEN },
        },
      },
      security: [{ session: [] }],
    },
    transform: withTokenRule,
  });
  // Its own scope, so compressing the documentation's pages does not reach the web apps' files.
  await app.register(async (docs) => {
    await registerCompression(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
