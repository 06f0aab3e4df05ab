import { describe, expect, it } from 'vitest';
import { compatibilityGatePlugin, IncompatibleRemoteError, sharedMismatches } from './compatibility-gate';

const shellProvides: Record<string, string> = { react: '19.3.1', zustand: '5.0.9', '@shelfmark/session': '0.1.0' };
const provided = (name: string) => shellProvides[name];

describe('sharedMismatches', () => {
  it('accepts versions inside the remote ranges and our libs in any version', () => {
    expect(
      sharedMismatches(
        [
          { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
          { name: '@shelfmark/session', version: '0.0.1', requiredVersion: null },
        ],
        provided,
      ),
    ).toEqual([]);
  });

  it('names a singleton the shell provides in a version outside the range, and one it lacks', () => {
    expect(
      sharedMismatches(
        [
          { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
          { name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0' },
        ],
        provided,
      ),
    ).toEqual(['react: remote built against 18.3.1, the shell provides 19.3.1', 'left-pad: remote built against 1.3.0, the shell does not provide it']);
  });
});

describe('compatibilityGatePlugin', () => {
  const plugin = compatibilityGatePlugin();
  const snapshotArgs = (shared: unknown[]) =>
    ({
      from: 'manifest',
      manifestJson: { shared },
      moduleInfo: { name: 'catalog', entry: 'https://cdn.example/catalog/mf-manifest.json' },
      options: { name: 'shell', shared: { react: [{ version: '19.3.1', from: 'catalog' }, { version: '19.3.1', from: 'shell' }] } },
    }) as unknown as Parameters<NonNullable<typeof plugin.loadRemoteSnapshot>>[0];

  it('passes a manifest that fits through unchanged', async () => {
    const args = snapshotArgs([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]);
    expect(await plugin.loadRemoteSnapshot!(args)).toBe(args);
  });

  it('refuses a manifest built against another major of a shared singleton, naming it', async () => {
    const refused = (async () => plugin.loadRemoteSnapshot!(snapshotArgs([{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }])))();
    await expect(refused).rejects.toThrow(IncompatibleRemoteError);
    await expect(refused).rejects.toThrow('catalog does not fit this shell: react: remote built against 18.3.1, the shell provides 19.3.1');
  });
});
