import { errorResponse, FIXTURE_PASSWORD } from '@shelfmark/testing';
import { getToken } from '@shelfmark/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, server, setUpShellTests } from '../testing/render-shell';
import { AuthScreen } from './auth-screen';

setUpShellTests();

const options = (password: boolean) => http.get('*/api/v1/sign-in-options', () => HttpResponse.json({ oidc: { label: 'Pocket ID' }, password }));

function renderAuth(path = '/library') {
  return { user: userEvent.setup(), ...renderWithRouter(<AuthScreen />, path) };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('sign-in with an identity provider', () => {
  it('offers "Sign in with {label}" beside the spec’s form, and sends the browser to the provider', async () => {
    server.use(
      options(true),
      http.post('*/api/v1/oidc/start', () => HttpResponse.json({ url: 'https://id.example.org/authorize?state=s', attempt: 'sealed-attempt' })),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = renderAuth();
    const button = await screen.findByRole('button', { name: 'Sign in with Pocket ID' });
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No account yet? Register' })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.org/authorize?state=s'));
    expect(sessionStorage.getItem('shelfmark.oidc-attempt')).toBe('sealed-attempt');
  });

  it('shows the provider’s button alone when password sign-in is off', async () => {
    server.use(options(false));
    renderAuth();
    expect(await screen.findByRole('button', { name: 'Sign in with Pocket ID' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No account yet? Register' })).not.toBeInTheDocument();
  });

  it('signs in with the callback’s token', async () => {
    sessionStorage.setItem('shelfmark.oidc-attempt', 'sealed-attempt');
    let sent: unknown;
    server.use(
      options(true),
      http.post('*/api/v1/oidc/callback', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'header.eyJzdWIiOiI3Iiwicm9sZSI6InVzZXIifQ.signature', link: null });
      }),
    );
    renderAuth('/sign-in/callback?code=abc&state=def');
    await waitFor(() => expect(getToken()).toBe('header.eyJzdWIiOiI3Iiwicm9sZSI6InVzZXIifQ.signature'));
    expect(sent).toEqual({ query: '?code=abc&state=def', attempt: 'sealed-attempt' });
    expect(sessionStorage.getItem('shelfmark.oidc-attempt')).toBeNull();
  });

  it('asks for the account’s password before linking, and says so when it is wrong', async () => {
    sessionStorage.setItem('shelfmark.oidc-attempt', 'sealed-attempt');
    let linked: unknown;
    server.use(
      options(true),
      http.post('*/api/v1/oidc/callback', () => HttpResponse.json({ token: null, link: { ticket: 'sealed-ticket', email: 'ada@example.org' } })),
      http.post('*/api/v1/oidc/link', async ({ request }) => {
        linked = await request.json();
        return (linked as { password: string }).password === FIXTURE_PASSWORD ? HttpResponse.json({ token: 'a.b.c' }) : errorResponse(401, 'Failed to log in, please try again');
      }),
    );
    const { user } = renderAuth('/sign-in/callback?code=abc&state=def');
    expect(await screen.findByRole('heading', { name: 'Link your account' })).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.org/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'ada_99');
    await user.type(screen.getByLabelText('Password'), 'not the right password');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in, please try again');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(getToken()).toBe('a.b.c'));
    expect(linked).toEqual({ ticket: 'sealed-ticket', username: 'ada_99', password: FIXTURE_PASSWORD });
  });

  it('goes back to the sign-in screen with the refusal’s message', async () => {
    sessionStorage.setItem('shelfmark.oidc-attempt', 'sealed-attempt');
    server.use(options(true), http.post('*/api/v1/oidc/callback', () => errorResponse(400, 'Sign-in was cancelled at your identity provider')));
    renderAuth('/sign-in/callback?error=access_denied&state=def');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Sign-in was cancelled at your identity provider')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Pocket ID' })).toBeInTheDocument();
  });
});
