import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler } from '@rspack/core';
import { writeCompressedForms } from './precompress-plugin';

/** The page the shell's build wrote into the same folder. */
const PAGE = 'index.html';

/** `<script async src="/early-calls.1a2b3c4d.js"></script>` placed before the page's first script (or at the end of its head). */
export function withEarlyScript(html: string, src: string): string {
  const tag = `<script async src="${src}"></script>`;
  const withoutOld = html.replace(/<script async src="[^"]*"><\/script>/g, '');
  const firstScript = withoutOld.indexOf('<script');
  return firstScript === -1 ? withoutOld.replace('</head>', `${tag}</head>`) : `${withoutOld.slice(0, firstScript)}${tag}${withoutOld.slice(firstScript)}`;
}

/**
 * Names an entry of this build in the page another build (the shell's) wrote into the output
 * folder, as an async script, and compresses the page again. The page's own build must have run
 * first (the config's `dependencies`).
 */
export class EarlyScriptTagPlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('EarlyScriptTagPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const file = compilation.entrypoints.get(this.entry)?.getFiles().find((name) => name.endsWith('.js'));
      if (!file) throw new Error(`the build has no script for the entry "${this.entry}"`);
      const pagePath = join(outputPath, PAGE);
      const html = await readFile(pagePath, 'utf8').catch(() => {
        throw new Error(`${pagePath} is missing: the shell's build writes it before this one runs`);
      });
      const page = Buffer.from(withEarlyScript(html, `${compilation.outputOptions.publicPath ?? '/'}${file}`));
      await Promise.all([writeFile(pagePath, page), writeCompressedForms(pagePath, page)]);
    });
  }
}
