import { Linter, RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { serverRooms } from './server-rooms.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo/apps/api/src';
const options = [
  {
    root,
    core: ['db', 'http', 'errors.ts'],
    top: ['app.ts', 'api-routes.ts', 'testing'],
    capabilities: { media: [], library: ['media'] },
  },
];
const at = (file: string, code: string) => ({ filename: `${root}/${file}`, code, options });
const refused = (file: string, code: string, messageId: string) => ({ ...at(file, code), errors: [{ messageId }] });

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('server-rooms', serverRooms, {
  valid: [
    at('library/library.service.ts', "import { loadMedia } from '../media/media-loader.repository';"),
    at('library/library.routes.ts', "import { addToLibrary } from './library.service';"),
    at('library/reminders.job.ts', "import { addToLibrary } from './library.service'; import { findEntry } from './library-entries.repository';"),
    at('library/library-entries.repository.ts', "import { toIsbn13 } from '../media/isbn'; import { queryRows } from '../db/query-rows';"),
    at('db/database.ts', "import { schema } from './schema'; import { DomainError } from '../errors';"),
    at('api-routes.ts', "import { libraryRoutes } from './library/library.routes';"),
    at('testing/catalog.ts', "import { insertMedia } from '../media/media-writer.repository';"),
    at('media/medias.routes.ts', "import fastify from 'fastify';"),
    // Outside the server's source: not this rule's business.
    at('../faults/support/fleet.ts', "import { buildApp } from '../../src/app';"),
  ],
  invalid: [
    refused('media/media-loader.repository.ts', "import { x } from '../library/library.service';", 'repositoryUp'),
    refused('library/readings.repository.ts', "import { x } from './library.service';", 'repositoryUp'),
    refused('library/library.service.ts', "import { x } from './library.routes';", 'serviceUp'),
    refused('library/library.service.ts', "import { x } from './reminders.job';", 'serviceUp'),
    refused('library/readings.repository.ts', "import { x } from './reminders.job';", 'repositoryUp'),
    refused('library/shelf.ts', "import { x } from './library.routes';", 'routesBelow'),
    refused('library/library.routes.ts', "import { x } from '../media/medias.routes';", 'foreignRoutes'),
    refused('db/query-rows.ts', "import { x } from '../media/isbn';", 'coreUp'),
    refused('http/schemas.ts', "import { x } from '../app';", 'coreUp'),
    refused('library/library.service.ts', "import { x } from '../testing/catalog';", 'topFromBelow'),
    refused('media/media-writer.repository.ts', "import { x } from '../library/library-entries.repository';", 'notAllowed'),
    refused('media/covers.ts', "export * from '../library/library-entries.repository';", 'notAllowed'),
    refused('media/covers.ts', "const store = await import('../library/store');", 'notAllowed'),
    refused('stats/stats.routes.ts', "import { x } from '../db/query-rows';", 'unlisted'),
  ],
});

describe('the capability table', () => {
  it('is refused when capabilities use each other in a circle', ({ expect }) => {
    const circle = { ...options[0], capabilities: { media: ['library'], library: ['media'] } };
    const config = [{ files: ['**/*.ts'], plugins: { shelfmark: { rules: { 'server-rooms': serverRooms } } }, rules: { 'shelfmark/server-rooms': ['error', circle] as const } }];
    expect(() => new Linter({ cwd: '/repo' }).verify('', config, `${root}/media/x.ts`)).toThrow(/circle: media -> library -> media/);
  });
});
