import { configureApiClient } from '@shelfmark/api-client';
import { getToken, setToken } from '@shelfmark/session';
import { makeToken } from '@shelfmark/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, server, setUpShellTests } from '../testing/render-shell';
import { signInAs } from '../testing/sign-in-as';
import { ShellLayout } from './shell-layout';

vi.mock('../federation/remote-area', () => ({
  RemoteArea: ({ name, location }: { name: string; location?: string }) => (
    <h1>
      {name} area{location ? ` at ${location}` : ''}
    </h1>
  ),
}));

const prefetch = vi.hoisted(() => ({ startRemotePrefetch: vi.fn(() => () => undefined) }));
vi.mock('../federation/remote-prefetch', () => prefetch);

setUpShellTests();

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

afterEach(() => setWidth(1024));

const renderAt = (path: string) => ({ user: userEvent.setup(), ...renderWithRouter(<ShellLayout />, path) });

describe('the sign-in gate', () => {
  it('shows sign-in for every signed-in route when no token is stored', async () => {
    prefetch.startRemotePrefetch.mockClear();
    renderAt('/library');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(prefetch.startRemotePrefetch).not.toHaveBeenCalled();
  });

  it('opens any path containing /passwordreset without sign-in', async () => {
    renderAt('/passwordreset/abc123');
    expect(screen.getByRole('heading', { name: 'account area at /passwordreset/abc123' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset Password · Shelfmark'));
  });

  it('opens a share link’s page without sign-in', async () => {
    renderAt('/shared/abcdefghijklmnopqrstuvwxyz012345');
    expect(screen.getByRole('heading', { name: 'library area' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shared · Shelfmark'));
  });

  it('verifies the stored token on start and then shows the route', async () => {
    prefetch.startRemotePrefetch.mockClear();
    signInAs('reader');
    renderAt('/catalog');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(prefetch.startRemotePrefetch).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'catalog area' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // Signed in: the remotes likely next start loading in the background.
    await waitFor(() => expect(prefetch.startRemotePrefetch).toHaveBeenCalledOnce());
  });

  it('removes a token the server rejects and shows sign-in', async () => {
    server.use(http.get('*/api/v1/users/verification', () => HttpResponse.json(false)));
    signInAs('reader');
    renderAt('/catalog');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes the token and reloads to sign-in on a 403', async () => {
    const reload = vi.fn();
    configureApiClient({ reload });
    server.use(http.get('*/api/v1/users/verification', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    signInAs('reader');
    renderAt('/catalog');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('removes a token that does not decode or has expired without asking the server', async () => {
    setToken(makeToken({ userId: 1, role: 'user', issuedAt: new Date('2020-01-01'), expiresIn: 60 }));
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});

describe('routing', () => {
  it.each([
    ['/', 'Home · Shelfmark'],
    ['/tags/3', 'Tags · Shelfmark'],
    ['/tvshow/4', 'TV Show · Shelfmark'],
    ['/nowhere', 'Page not found · Shelfmark'],
  ])('titles %s as %s', async (path, title) => {
    signInAs('reader');
    renderAt(path);
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('redirects /creators/{id} and /users/{id} and titles the page it lands on', async () => {
    signInAs('reader');
    const { router } = renderAt('/users/8');
    expect(await screen.findByRole('heading', { name: 'account area' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/8');
    await waitFor(() => expect(document.title).toBe('Account · Shelfmark'));
    await router.navigate('/creators/5');
    await expect.poll(() => router.state.location.pathname).toBe('/creator/5');
  });

  it('shows the not-found page with a way home', async () => {
    signInAs('reader');
    const { user, router } = renderAt('/no/such/page');
    await user.click(await screen.findByRole('link', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the nav bar', () => {
  it('on wide screens has the logo, Home, Library, Tags, Catalog, search and a profile menu', async () => {
    signInAs('reader');
    const { user, router } = renderAt('/tags');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=read&type=0&genre=0');
    expect(within(nav).getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(within(nav).getByRole('combobox', { name: 'Search' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/account/1');

    await user.click(within(nav).getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Stats' }));
    expect(router.state.location.pathname).toBe('/stats');
  });

  it('opens Library on the library stored under default_library, on wide and narrow screens', async () => {
    localStorage.setItem('default_library', 'TBR');
    signInAs('reader');
    const { router } = renderAt('/tags');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=TBR&type=0&genre=0');

    // The library screen stores the library the user picks; the link follows at the next navigation.
    localStorage.setItem('default_library', 'DNF');
    await act(() => router.navigate('/catalog'));
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=DNF&type=0&genre=0');

    setWidth(500);
    act(() => window.dispatchEvent(new Event('resize')));
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=DNF&type=0&genre=0');
  });

  it('falls back to the read library when the stored value is not a library', async () => {
    localStorage.setItem('default_library', 'everything');
    signInAs('reader');
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=read&type=0&genre=0');
  });

  it('signs out from the profile menu: token cleared, back to root with a reload', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    signInAs('reader');
    const { user } = renderAt('/catalog');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leads from the profile menu to the year in review, the release calendar and share links', async () => {
    signInAs('reader');
    const { user, router } = renderAt('/catalog');
    const open = async (item: string) => {
      await user.click(await screen.findByRole('button', { name: 'Profile' }));
      await user.click(screen.getByRole('menuitem', { name: item }));
      return router.state.location.pathname;
    };
    expect(await open('Year in review')).toBe(`/year/${new Date().getFullYear()}`);
    expect(await open('Release calendar')).toBe('/calendar');
    expect(await open('Share links')).toBe('/shares');
  });

  it('shows staff the open requests, counted when the menu opens, one click from the queue', async () => {
    signInAs('librarian');
    const { user, router } = renderAt('/catalog');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open requests (1)' }));
    expect(router.state.location.pathname).toBe('/mediarequest');
    expect(router.state.location.hash).toBe('#request-queue');
  });

  it('keeps the requests out of a plain user’s profile menu', async () => {
    signInAs('reader');
    const { user } = renderAt('/catalog');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', 'Stats', 'Year in review', 'Release calendar', 'Share links', 'Sign Out']);
  });

  it('on 500 px or less puts search on top and Home, Library, Tags, Catalog, Profile in a bottom bar', async () => {
    setWidth(500);
    signInAs('reader');
    renderAt('/library?page=1');
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Library', 'Tags', 'Catalog', 'Profile']);
    expect(within(bar).getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/1');
    expect(within(bar).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();
  });
});
