import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheEntries } from './service-worker-config';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the service worker’s precache list', () => {
  it('holds the shell’s files by hashed name and its icons and manifest by content, never the page or the worker', () => {
    dir = mkdtempSync(join(tmpdir(), 'shelfmark-sw-'));
    mkdirSync(join(dir, 'app-icons'));
    for (const name of ['main.0123abcd.js', 'main.0123abcd.js.br', 'main.0123abcd.js.map', 'bootstrap.11111111.css', 'index.html', 'sw.js', 'mf-manifest.json', 'chunk-groups.json', 'favicon.svg', 'manifest.webmanifest', 'app-icons/icon-192.png']) {
      writeFileSync(join(dir, name), name);
    }
    const entries = precacheEntries(dir);
    expect(entries.map((entry) => entry.url)).toEqual(['/app-icons/icon-192.png', '/bootstrap.11111111.css', '/favicon.svg', '/main.0123abcd.js', '/manifest.webmanifest']);
    expect(entries.find((entry) => entry.url === '/main.0123abcd.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/favicon.svg')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });
});
