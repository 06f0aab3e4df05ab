// The benchmark's baseline (issue 20): the least a server can do to answer the API's hot calls
// on this machine, against the same data. Fastify with no plugins, the same bearer-token check as
// the app (jose, HS256), hand-written SQL as named prepared statements, JSON.stringify.
//
//   PORT=3163 JWT_SECRET=… DATABASE_URL=postgres://… node --import tsx bench/api/baseline-server.ts
//   PORT=3163 JWT_SECRET=… DATA_DIR=bench/.data/pglite-100k node --import tsx bench/api/baseline-server.ts
//
// bench/api/run.ts starts it between the app's cases; every app figure is also given as a ratio
// to the matching baseline figure of the same run.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

interface Statement {
  name: string;
  text: string;
}

/** A query runner: named prepared statements on PostgreSQL, the same SQL in-process on PGlite. */
type Run = (statement: Statement, values: unknown[]) => Promise<Record<string, unknown>[]>;

// The read shelf by creator, from the one index that filters and orders it (index-only).
const SHELF_PAGE: Statement = {
  name: 'baseline_shelf_page',
  text: `select usermedia_id, sort_creator, sort_title from user_media
    where user_id = $1 and status = 'read'
    order by sort_creator, sort_title, usermedia_id limit 10 offset $2`,
};
// One media row by its primary key.
const MEDIA_ROW: Statement = {
  name: 'baseline_media_row',
  text: `select media_id, type, title, description, isbn, publication::text as publication, num_pages, num_episodes,
      seasons, startyear, endyear, parentguide, series_id, series_num, restricted
    from media where media_id = $1`,
};
// One field of one of the caller's entries.
const RATING_UPDATE: Statement = {
  name: 'baseline_rating_update',
  text: 'update user_media set rating = $1 where usermedia_id = $2 and user_id = $3 returning usermedia_id, rating',
};

async function openRunner(): Promise<{ run: Run; close: () => Promise<void> }> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return {
      run: async ({ name, text }, values) => (await pool.query({ name, text, values })).rows,
      close: () => pool.end(),
    };
  }
  const dataDir = process.env['DATA_DIR'];
  if (!dataDir) throw new Error('set DATABASE_URL or DATA_DIR');
  const client = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  return {
    run: async ({ text }, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    close: () => client.close(),
  };
}

const secret = process.env['JWT_SECRET'];
if (!secret) throw new Error('set JWT_SECRET to the app’s secret');
const key = new TextEncoder().encode(secret);
const { run, close } = await openRunner();
const app = Fastify({ logger: false });

async function userOf(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  try {
    if (token) return Number((await jwtVerify(token, key, { algorithms: ['HS256'] })).payload.sub);
  } catch {
    // falls through to the 401
  }
  await reply.code(401).send({ message: 'Unauthorized' });
  return null;
}

app.get('/baseline/health', async () => ({ status: 'ok' }));

app.get('/baseline/jwt', async (request, reply) => {
  const userId = await userOf(request, reply);
  return userId === null ? reply : { userId };
});

app.get<{ Querystring: { page?: string } }>('/baseline/shelf', async (request, reply) => {
  const userId = await userOf(request, reply);
  if (userId === null) return reply;
  const page = Math.max(1, Number(request.query.page ?? 1) || 1);
  return run(SHELF_PAGE, [userId, (page - 1) * 10]);
});

app.get<{ Params: { id: string } }>('/baseline/media/:id', async (request, reply) => {
  const userId = await userOf(request, reply);
  if (userId === null) return reply;
  const [row] = await run(MEDIA_ROW, [Number(request.params.id)]);
  return row ?? reply.code(404).send({ message: 'Not found' });
});

app.patch<{ Params: { id: string }; Body: { rating: number } }>('/baseline/usermedia/:id', async (request, reply) => {
  const userId = await userOf(request, reply);
  if (userId === null) return reply;
  const [row] = await run(RATING_UPDATE, [request.body.rating, Number(request.params.id), userId]);
  return row ?? reply.code(404).send({ message: 'Not found' });
});

const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port: Number(process.env['PORT'] ?? 3163), host: '127.0.0.1' });
