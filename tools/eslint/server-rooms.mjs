import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Where a server module may import from (ADR 0016). A capability is one folder of apps/api/src
 * holding its routes (`*.routes.ts`), services (`*.service.ts`), repositories
 * (`*.repository.ts`), jobs for the job runner (`*.job.ts`) and helpers; the core is what every capability stands on; the top
 * (app, CLI, test support) stands on everything. Only relative imports are checked: packages
 * are the Nx module boundaries' business.
 */

/** @param {string} file */
function layerOf(file) {
  const match = /\.(routes|service|repository|job)\.ts$/.exec(file);
  return match ? match[1] : 'helper';
}

/** The room of a path relative to the source root: its first folder, or the file itself at the root. */
function roomOf(path) {
  return path.split('/')[0];
}

/** @param {Record<string, string[]>} capabilities */
function findCircle(capabilities) {
  const state = new Map();
  const visit = (room, trail) => {
    if (state.get(room) === 'done') return null;
    if (state.get(room) === 'open') return [...trail.slice(trail.indexOf(room)), room];
    state.set(room, 'open');
    for (const next of capabilities[room] ?? []) {
      const circle = visit(next, [...trail, room]);
      if (circle) return circle;
    }
    state.set(room, 'done');
    return null;
  };
  for (const room of Object.keys(capabilities)) {
    const circle = visit(room, []);
    if (circle) return circle;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverRooms = {
  meta: {
    type: 'problem',
    docs: { description: 'Capability folders, layers inside them and the core beneath them (ADR 0016)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          core: { type: 'array', items: { type: 'string' } },
          top: { type: 'array', items: { type: 'string' } },
          capabilities: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root', 'core', 'top', 'capabilities'],
        additionalProperties: false,
      },
    ],
    messages: {
      repositoryUp: 'A repository never imports {{what}} ({{target}}): move what both need down into a repository or a helper file.',
      serviceUp: 'A service never imports {{what}} ({{target}}).',
      routesBelow: 'Only routes, app.ts and api-routes.ts import routes ({{target}}).',
      foreignRoutes: "A capability never imports another capability's routes ({{target}}); api-routes.ts registers them.",
      coreUp: 'The core ({{room}}) never imports a capability or the top ({{target}}): move what it needs down into the core.',
      topFromBelow: '{{room}} never imports {{target}}: it stands above every capability.',
      unlisted: "'{{room}}' is not a known room of apps/api/src: add it to the capabilities in eslint.config.mjs, with the capabilities it uses.",
      notAllowed: "'{{room}}' may not import '{{targetRoom}}' ({{target}}): the capabilities in eslint.config.mjs let it use {{allowed}}.",
    },
  },
  create(context) {
    const { root, core, top, capabilities } = context.options[0];
    const circle = findCircle(capabilities);
    if (circle) throw new Error(`server-rooms: the capabilities use each other in a circle: ${circle.join(' -> ')}`);
    const file = relative(root, context.filename).split(sep).join('/');
    if (file.startsWith('..')) return {};
    const room = roomOf(file);
    const layer = layerOf(file);
    const kindOf = (name) => (core.includes(name) ? 'core' : top.includes(name) ? 'top' : name in capabilities ? 'capability' : 'unknown');
    const kind = kindOf(room);

    /** @param {import('estree').Node} node @param {string} specifier */
    function check(node, specifier) {
      if (!specifier.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), specifier)).split(sep).join('/');
      if (target.startsWith('..')) return;
      const targetRoom = target.includes('/') ? roomOf(target) : target.replace(/(\.ts)?$/, '.ts');
      const targetKind = kindOf(targetRoom);
      const targetLayer = layerOf(`${target}.ts`);
      const report = (messageId, data = {}) => context.report({ node, messageId, data: { room, target, targetRoom, ...data } });

      if (kind === 'unknown') return report('unlisted');
      if (targetKind === 'unknown') return report('unlisted', { room: targetRoom });
      const what = { service: 'a service', routes: 'routes', job: 'a job' }[targetLayer];
      if (layer === 'repository' && targetLayer !== 'repository' && what) return report('repositoryUp', { what });
      if (layer === 'service' && (targetLayer === 'routes' || targetLayer === 'job')) return report('serviceUp', { what });
      if (targetLayer === 'routes' && kind !== 'top' && targetRoom !== room) return report('foreignRoutes');
      if (targetLayer === 'routes' && layer !== 'routes' && kind !== 'top') return report('routesBelow');
      if (kind === 'core' && targetKind !== 'core') return report('coreUp');
      if (kind === 'capability' && targetKind === 'top') return report('topFromBelow');
      if (kind === 'capability' && targetKind === 'capability' && targetRoom !== room && !capabilities[room].includes(targetRoom)) {
        const allowed = capabilities[room].length > 0 ? capabilities[room].join(', ') : 'no other capability';
        return report('notAllowed', { allowed });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};
