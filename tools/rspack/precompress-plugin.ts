import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files a browser fetches, and WebAssembly (a third of its size in brotli); source maps only reach developer tools and are left alone. */
export const PRECOMPRESSED_FILE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/;

/** The file's brotli (quality 11) and gzip (level 9) forms; a form no smaller than the file is left out. */
export async function compressedForms(content: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : undefined, gz: gz.length < content.length ? gz : undefined };
}

/** Writes `<target>.br` and `<target>.gz` for `content` (the forms smaller than it). */
export async function writeCompressedForms(target: string, content: Buffer): Promise<void> {
  const forms = await compressedForms(content);
  await Promise.all([forms.br && writeFile(`${target}.br`, forms.br), forms.gz && writeFile(`${target}.gz`, forms.gz)]);
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of a production build, once,
 * at the highest levels, so the server sends them as they are instead of compressing each
 * response (docs/adr/0022-wire.md). Runs after emit so it also sees files other plugins add
 * late (the federation manifest, chunk-groups.json).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const assets = compilation.getAssets().filter((asset) => PRECOMPRESSED_FILE.test(asset.name));
      await Promise.all(
        assets.map(async (asset) => {
          await writeCompressedForms(join(outputPath, asset.name), asset.source.buffer());
        }),
      );
    });
  }
}
