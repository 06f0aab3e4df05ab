// Where Home's JavaScript goes: every byte of the production files of Home's first load,
// attributed through their source maps to the module and package it was built from, with
// each file's brotli size (what crosses the wire) shared out in proportion.
//   node --import tsx tools/scripts/treemap.ts [dist/apps] [--top 25] [--json out.json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import type { ChunkGroupsManifest } from '../rspack/chunk-groups-manifest';

/** The remote that renders Home. */
const HOME_REMOTE = 'library';
const EXPOSED_ROUTES_GROUP = '__federation_expose_routes';

export interface ModuleShare {
  /** `node_modules/react-dom/cjs/react-dom-client.production.js`, `libs/contract/src/genres.ts`, `[rspack runtime]`, … */
  module: string;
  /** `react-dom`, `@tanstack/react-query`, `libs/contract`, `apps/shell`, `[rspack runtime]`, … */
  owner: string;
  file: string;
  raw: number;
  brotli: number;
}

function readJson<T>(path: string): T {
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web apps first (npx nx run-many -t build).`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Scripts the shell's page names itself: its entry, and the early-calls script another build adds (tools/rspack/early-script-tag-plugin.ts). */
function pageScripts(appsDir: string): string[] {
  const page = join(appsDir, 'shell/index.html');
  if (!existsSync(page)) return [];
  return [...readFileSync(page, 'utf8').matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * Home's first-load scripts, as the server names them in Home's HTML: the page's own scripts,
 * the shell's entry, bootstrap and the provided packages the page consumes, the library's
 * entry, exposed chunks and own packages (apps/api/src/web/build-manifests.ts).
 */
export function homeScripts(appsDir: string): string[] {
  const shell = readJson<ChunkGroupsManifest>(join(appsDir, 'shell/chunk-groups.json'));
  const library = readJson<ChunkGroupsManifest>(join(appsDir, HOME_REMOTE, 'chunk-groups.json'));
  const shellProvides = new Set(Object.keys(shell.provides ?? {}));
  const consumed = new Set([...(shell.consumes?.['bootstrap'] ?? []), ...(library.consumes?.[EXPOSED_ROUTES_GROUP] ?? [])]);
  const used = ([name]: [string, string[]]) => !shell.consumes || consumed.has(name);
  const files = [
    ...[
      ...pageScripts(appsDir),
      ...Object.values(shell.entrypoints).flat(),
      ...(shell.namedChunkGroups['bootstrap'] ?? []),
      ...Object.entries(shell.provides ?? {})
        .filter(used)
        .flatMap(([, chunk]) => chunk),
    ].map((file) => `shell/${file}`),
    ...[
      ...Object.values(library.entrypoints).flat(),
      ...(library.namedChunkGroups[EXPOSED_ROUTES_GROUP] ?? []),
      ...Object.entries(library.provides ?? {})
        .filter((entry) => !shellProvides.has(entry[0]) && used(entry))
        .flatMap(([, chunk]) => chunk),
    ].map((file) => `${HOME_REMOTE}/${file}`),
  ];
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/** `webpack://shell/../../node_modules/react-dom/index.js` → module and owning package or project. */
export function ownerOf(source: string | null): { module: string; owner: string } {
  if (!source) return { module: '[not mapped]', owner: '[not mapped]' };
  const app = /^webpack:\/\/([^/]*)\//.exec(source)?.[1];
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
  // Paths are relative to the app's folder: (./)src/… is the app's own code, ../../ the workspace root.
  const ownCode = app && /^(\.\/)?src\//.test(relative);
  const path = ownCode ? `apps/${app}/${relative.replace(/^\.\//, '')}` : relative.replace(/^(\.\.\/)+/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return { module: path.slice(path.lastIndexOf('node_modules/')), owner: inPackage[1]! };
  if (path.startsWith('webpack/') || !path.includes('/')) return { module: path, owner: '[rspack runtime]' };
  const project = /^(apps|libs|tools)\/[^/]+/.exec(path);
  return { module: path, owner: project ? project[0] : path };
}

/** Bytes of one built file per source module, from its source map: each mapping owns the code up to the next one. */
export function attributeFile(code: string, map: string): Map<string, number> {
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((mapping) => mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  const add = (source: string | null, text: string) => {
    const key = source ?? '';
    bytes.set(key, (bytes.get(key) ?? 0) + Buffer.byteLength(text));
  };
  let cursor = { line: 1, column: 0, source: null as string | null };
  const flushTo = (line: number, column: number) => {
    for (let index = cursor.line; index <= line; index += 1) {
      const text = lines[index - 1] ?? '';
      const from = index === cursor.line ? cursor.column : 0;
      const to = index === line ? column : text.length + 1; // + the newline
      if (to > from) add(cursor.source, `${text}\n`.slice(from, to));
    }
  };
  for (const mapping of mappings) {
    flushTo(mapping.line, mapping.column);
    cursor = mapping;
  }
  flushTo(lines.length, lines[lines.length - 1]?.length ?? 0);
  return bytes;
}

const brotliSize = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;

/** Every module of every file, with its raw bytes and its share of the file's brotli bytes. */
export function treemap(appsDir: string, files: string[]): ModuleShare[] {
  return files.flatMap((file) => {
    const content = readFileSync(join(appsDir, file));
    const mapPath = join(appsDir, `${file}.map`);
    const compressed = existsSync(`${join(appsDir, file)}.br`) ? readFileSync(`${join(appsDir, file)}.br`).length : brotliSize(content);
    if (!existsSync(mapPath)) return [{ module: '[no source map]', owner: '[no source map]', file, raw: content.length, brotli: compressed }];
    const bytes = attributeFile(content.toString('utf8'), readFileSync(mapPath, 'utf8'));
    return [...bytes].map(([source, raw]) => ({ ...ownerOf(source || null), file, raw, brotli: (compressed * raw) / content.length }));
  });
}

export function sumBy(shares: ModuleShare[], key: 'module' | 'owner' | 'file'): { name: string; raw: number; brotli: number }[] {
  const totals = new Map<string, { name: string; raw: number; brotli: number }>();
  for (const share of shares) {
    const total = totals.get(share[key]) ?? { name: share[key], raw: 0, brotli: 0 };
    total.raw += share.raw;
    total.brotli += share.brotli;
    totals.set(share[key], total);
  }
  return [...totals.values()].sort((a, b) => b.brotli - a.brotli);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function table(title: string, rows: { name: string; raw: number; brotli: number }[], total: number): string {
  const lines = rows.map((row) => `| ${row.name} | ${kb(row.brotli)} | ${((row.brotli / total) * 100).toFixed(1)} % | ${kb(row.raw)} |`);
  return [`### ${title}`, '', '| | brotli | share | raw |', '|---|---|---|---|', ...lines, ''].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, ''))) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, json: { type: 'string' } } });
  const appsDir = resolve(positionals[0] ?? 'dist/apps');
  const files = homeScripts(appsDir);
  const shares = treemap(appsDir, files);
  const total = shares.reduce((sum, share) => sum + share.brotli, 0);
  const raw = shares.reduce((sum, share) => sum + share.raw, 0);
  const top = Number(values.top);
  console.log(
    [
      `## Home's first-load JavaScript: ${files.length} files, ${kb(total)} brotli (bodies only; headers add about 0.3 KB a file), ${kb(raw)} raw`,
      '',
      table('By package or project', sumBy(shares, 'owner').slice(0, top), total),
      table('By module', sumBy(shares, 'module').slice(0, top), total),
      table('By file', sumBy(shares, 'file'), total),
    ].join('\n'),
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify(shares, null, 2)}\n`);
}
