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
  const router = createMemoryRouter([{ path: '*', element: <RemoteArea name="catalog" /> }], { initialEntries: [path] });
  // act() lets React see the remote's promise settle (React 19 `use` inside Suspense).
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('RemoteArea', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    registerMessages('shell', { en });
  });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote.mockReset();
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
});
