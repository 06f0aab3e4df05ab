import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSingletons, treeShakenExports, zodTypeOnlyMembers } from './shared-singletons';
import { z as sharedZod } from './zod-shared';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const browserProjects = ['apps/shell', 'apps/library', 'apps/catalog', 'apps/media', 'apps/account', 'libs/session', 'libs/api-client', 'libs/i18n', 'libs/design-system', 'libs/contract'];
// Tests, stories and test helpers run in Vitest and Storybook, not through Module Federation.
const notShipped = /\.(test|stories)\.tsx?$|test-helpers|\/testing\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !notShipped.test(path) ? [path] : [];
  });
}

/** Value imports (not `import type`) of a package, by file, as the bundler sees them. */
function importsOf(pkg: string): { file: string; names: string[]; whole: boolean }[] {
  const escaped = pkg.replace(/[/.]/g, '\\$&');
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${escaped}'`, 'g');
  const whole = new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)(\\s*,\\s*\\{[^}]*\\})?\\s+from\\s*'${escaped}'|export\\s+\\*\\s+from\\s*'${escaped}'`);
  return browserProjects.flatMap((project) =>
    sourceFiles(join(workspaceRoot, project, 'src')).flatMap((path) => {
      const code = readFileSync(path, 'utf8');
      const names = [...code.matchAll(named)]
        .filter((match) => !match[1])
        .flatMap((match) => match[2]!.split(','))
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!);
      const file = relative(workspaceRoot, path);
      return names.length > 0 || whole.test(code) ? [{ file, names, whole: whole.test(code) }] : [];
    }),
  );
}

describe('shared tree-shaking', () => {
  for (const [pkg, exports] of Object.entries(treeShakenExports)) {
    it(`${pkg} is built with every export the apps and libs import`, () => {
      const imports = importsOf(pkg);
      const missing = imports.flatMap(({ file, names }) => names.filter((name) => !exports.includes(name)).map((name) => `${name} (${file})`));
      expect(missing, `add these to treeShakenExports in tools/rspack/shared-singletons.ts`).toEqual([]);
      const wholeModule = imports.filter((entry) => entry.whole).map((entry) => entry.file);
      expect(wholeModule, `import ${pkg} by name: a namespace or default import cannot be checked`).toEqual([]);
    });
  }

  it("the shared zod has every member of z the apps and libs use", () => {
    expect(importsOf('zod').flatMap(({ file, names }) => names.filter((name) => name !== 'z').map((name) => `${name} (${file})`))).toEqual([]);
    const provided = new Set([...Object.keys(sharedZod), ...zodTypeOnlyMembers]);
    const missing = browserProjects.flatMap((project) =>
      sourceFiles(join(workspaceRoot, project, 'src')).flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/\bz\.(\w+)/g)].map((match) => match[1]!).filter((member) => !provided.has(member)).map((member) => `z.${member} (${relative(workspaceRoot, path)})`),
      ),
    );
    expect(missing, 'add these to tools/rspack/zod-shared.ts').toEqual([]);
  });

  it('puts the lists into the shared config of every app', () => {
    const shared = sharedSingletons();
    for (const [pkg, usedExports] of Object.entries(treeShakenExports)) {
      expect(shared[pkg]?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports });
    }
    expect(shared['react']?.treeShaking).toBeUndefined();
  });
});
