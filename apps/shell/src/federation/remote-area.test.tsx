import { initI18n, registerMessages } from '@shelfmark/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function Broken(): never {
  throw new Error('render failed');
}

// Each test gets fresh modules, so a remote loaded by one test is not cached for the next.
async function renderArea(path: string) {
  vi.resetModules();
  const { RemoteArea } = await import('./remote-area');
  const { onRemoteLoad } = await import('./remote-load-outcomes');
  const outcomes: unknown[] = [];
  onRemoteLoad((outcome) => outcomes.push({ ...outcome, ms: expect.any(Number) }));
  const router = createMemoryRouter([{ path: '*', element: <RemoteArea name="catalog" /> }], { initialEntries: [path] });
  // act() lets React see the remote's promise settle (React 19 `use` inside Suspense).
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return outcomes;
}

/** What the gate throws for a remote whose manifest does not fit (compatibility-gate.ts), as this test's fresh modules know it. */
async function incompatible() {
  const { IncompatibleRemoteError } = await import('./compatibility-gate');
  return new IncompatibleRemoteError('catalog', ['react: remote built against 18.3.1, the shell provides 19.3.1']);
}

describe('RemoteArea', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    registerMessages('shell', { en });
  });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ catalog: '/remotes/catalog/mf-manifest.json' })));
  });

  it('renders the remote route that matches the location', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/catalog', element: <h1>Catalogue</h1> }] });
    await renderArea('/catalog');
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog/routes');
  });

  it('shows the error in place when the remote cannot load, and Retry loads it again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('network down'));
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/tags', element: <h1>Tags</h1> }] });
    await renderArea('/tags');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Shelfmark could not be loaded');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
  });

  it('treats a module without routes as a failed load', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'nothing useful' });
    await renderArea('/series/1');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('keeps a screen that throws while rendering inside the area', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/creator/:id', element: <Broken /> }] });
    await renderArea('/creator/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The rest of the app still works.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reports each load with its version', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/catalog', element: <h1>Catalogue</h1> }] });
    const outcomes = await renderArea('/catalog');
    await screen.findByRole('heading', { name: 'Catalogue' });
    expect(outcomes).toEqual([{ remote: 'catalog', version: '', ok: true, ms: expect.any(Number) }]);
  });

  it('loads the fallback version the page names when the current one does not fit the shell', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          catalog: { url: '/releases/catalog@2/mf-manifest.json', version: 'catalog@2', fallback: { url: '/releases/catalog@1/mf-manifest.json', version: 'catalog@1' } },
        }),
      ),
    );
    runtime.loadRemote.mockImplementation(async () => {
      const entry = runtime.registerRemotes.mock.lastCall?.[0]?.[0]?.entry as string;
      if (entry.includes('catalog@2')) throw await incompatible();
      return { routes: [{ path: '/catalog', element: <h1>Catalogue one</h1> }] };
    });
    const outcomes = await renderArea('/catalog');
    expect(await screen.findByRole('heading', { name: 'Catalogue one' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: 'http://localhost:3000/releases/catalog@1/mf-manifest.json' }], { force: true });
    expect(outcomes).toEqual([
      { remote: 'catalog', version: 'catalog@2', ok: false, phase: 'incompatible', ms: expect.any(Number) },
      { remote: 'catalog', version: 'catalog@1', ok: true, ms: expect.any(Number) },
    ]);
  });

  it('says the deployed version does not fit when the page names no fallback', async () => {
    runtime.loadRemote.mockImplementation(async () => {
      throw await incompatible();
    });
    const outcomes = await renderArea('/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not fit this version of Shelfmark');
    expect(outcomes).toEqual([{ remote: 'catalog', version: '', ok: false, phase: 'incompatible', ms: expect.any(Number) }]);
  });

  it('reports a module without routes as a failure of the routes phase', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'nothing useful' });
    const outcomes = await renderArea('/catalog');
    await screen.findByRole('alert');
    expect(outcomes).toEqual([{ remote: 'catalog', version: '', ok: false, phase: 'routes', ms: expect.any(Number) }]);
  });
});
