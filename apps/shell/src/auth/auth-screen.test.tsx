import { getToken } from '@shelfmark/session';
import { errorResponse, FIXTURE_PASSWORD } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, server, setUpShellTests } from '../testing/render-shell';
import { AuthScreen } from './auth-screen';

setUpShellTests();

const password = 'a long enough password';

function renderAuth(path = '/library') {
  return { user: userEvent.setup(), ...renderWithRouter(<AuthScreen />, path) };
}

describe('sign-in', () => {
  it('has username, password and a Forgot password? link, and toggles to registration and back', async () => {
    const { user } = renderAuth();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(document.title).toBe('Sign In · Shelfmark');

    await user.click(screen.getByRole('button', { name: 'No account yet? Register' }));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(document.title).toBe('Register · Shelfmark');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the spec message and hint next to each invalid field and sends nothing', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Username'), 'ada lovelace');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username can only contain letters, numbers, and underscores Invalid Username!',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password should be at least 12 characters long Invalid password!',
    );
    expect(getToken()).toBeNull();
  });

  it("says 'Failed to log in, please try again' on a wrong password", async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Username'), 'ada_99');
    await user.type(screen.getByLabelText('Password'), 'not the right password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in, please try again');
    expect(getToken()).toBeNull();
  });

  it('submits with Enter and stores the token in local storage as token', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Username'), 'ada_99');
    await user.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    await expect.poll(() => localStorage.getItem('token')).not.toBeNull();
    expect(getToken()).toBe(localStorage.getItem('token'));
  });
});

describe('registration', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
    await user.click(screen.getByRole('button', { name: 'No account yet? Register' }));
    for (const [label, value] of Object.entries(fields)) {
      if (value) await user.type(screen.getByLabelText(label), value);
    }
  }

  it('shows the hints and the messages of section 5', async () => {
    const { user } = renderAuth();
    await fill(user, { Email: 'ada@', Username: 'ada!', Password: 'short', 'Confirm Password': 'other' });
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 12 characters long')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Invalid Email!')).toBeInTheDocument();
    expect(screen.getByText('Invalid Username!')).toBeInTheDocument();
    expect(screen.getByText('Invalid password!')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it("says 'Username already taken' on a 409", async () => {
    const { user } = renderAuth();
    await fill(user, { Email: 'new@example.com', Username: 'ada_99', Password: password, 'Confirm Password': password });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
  });

  it('stores the token and goes Home on success', async () => {
    const { user, router } = renderAuth();
    await fill(user, { Email: 'grace@example.com', Username: 'grace_h', Password: password, 'Confirm Password': `${password}{Enter}` });
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(getToken()).not.toBeNull();
  });
});

describe('reset request', () => {
  async function openForgot(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  }

  it("checks the email, then says 'Reset email has been sent'", async () => {
    const { user } = renderAuth();
    await openForgot(user);
    await user.type(screen.getByLabelText('Email'), 'ada@{Enter}');
    expect(screen.getByText('Invalid Email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Reset email has been sent');
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Something whent wrong' when the request fails", async () => {
    server.use(http.post('*/api/v1/users/passwordreset', () => errorResponse(500, 'mail is down')));
    const { user } = renderAuth();
    await openForgot(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something whent wrong');
  });
});

describe('registration modes and invitations (ADR 0037)', () => {
  const typeIn = async (user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  };

  it('opens the register form from an invitation link and sends its code', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/v1/users', async ({ request }) => {
        sent = await request.json();
        return errorResponse(400, 'This invitation link has expired; ask an admin for a new one');
      }),
    );
    const { user } = renderAuth('/?invitation=abc_123');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    await typeIn(user, { Email: 'grace@example.com', Username: 'grace_h', Password: password, 'Confirm Password': password });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has expired; ask an admin for a new one');
    expect(sent).toMatchObject({ username: 'grace_h', invitation: 'abc_123' });
  });

  it('shows why a closed registration refuses', async () => {
    server.use(http.post('*/api/v1/users', () => errorResponse(403, 'Registration is closed on this Shelfmark; ask its admin for an account')));
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: 'No account yet? Register' }));
    await typeIn(user, { Email: 'grace@example.com', Username: 'grace_h', Password: password, 'Confirm Password': password });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed on this Shelfmark; ask its admin for an account');
  });

  it('tells a disabled account why it cannot sign in', async () => {
    server.use(http.post('*/api/v1/sessions', () => errorResponse(403, 'This account is disabled; ask an admin of this Shelfmark')));
    const { user } = renderAuth();
    await typeIn(user, { Username: 'ada_99', Password: password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled; ask an admin of this Shelfmark');
    expect(getToken()).toBeNull();
  });
});
