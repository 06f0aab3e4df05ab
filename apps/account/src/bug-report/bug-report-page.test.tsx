import { EXTERNAL_LINKS } from '@shelfmark/contract';
import { mockDb, users } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

async function openPage() {
  signInAs('reader');
  renderAccount('/bugreport');
  await screen.findByRole('heading', { level: 1, name: 'Report a Bug' });
  return userEvent.setup();
}

describe('bug report page', () => {
  it('has bug title, circumstances and bug content fields', async () => {
    await openPage();
    expect(screen.getByLabelText(/^Bug Title/)).toBeInTheDocument();
    expect(screen.getByLabelText('Circumstances')).toHaveAccessibleDescription('What were you doing when it happened?');
    expect(screen.getByLabelText(/^Bug Content/).tagName).toBe('TEXTAREA');
  });

  it('offers the public issue tracker in a new tab as the alternative', async () => {
    await openPage();
    const link = screen.getByRole('link', { name: /Open an issue on the public issue tracker/ });
    expect(link).toHaveAttribute('href', EXTERNAL_LINKS.issueTracker);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('needs a title and content, with the message next to each, and sends nothing otherwise', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByLabelText(/^Bug Title/)).toHaveAccessibleDescription('Bug title is required');
    expect(screen.getByLabelText(/^Bug Title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Bug Content/)).toHaveAccessibleDescription(
      'What happened, and what did you expect instead? Bug content is required',
    );
    expect(mockDb.bugReports).toEqual([]);
  });

  it('clears a message once its field is right, and shows it again when it is emptied', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    await user.type(screen.getByLabelText(/^Bug Title/), 'x');
    expect(screen.queryByText('Bug title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Bug content is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Bug Title/));
    expect(screen.getByText('Bug title is required')).toBeInTheDocument();
  });

  it('stores the report, confirms it and lets another one be written', async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText(/^Bug Title/), 'Pager skips a page');
    await user.type(screen.getByLabelText('Circumstances'), 'Library, Read shelf, page 2');
    await user.type(screen.getByLabelText(/^Bug Content/), 'Next goes from 2 to 4');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your bug report has been sent.');
    expect(mockDb.bugReports).toEqual([
      expect.objectContaining({
        userID: users.reader.userID,
        title: 'Pager skips a page',
        circumstances: 'Library, Read shelf, page 2',
        content: 'Next goes from 2 to 4',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Report another bug' }));
    expect(screen.getByLabelText(/^Bug Title/)).toHaveValue('');
  });

  it('says so when the report cannot be sent, and keeps what was typed', async () => {
    server.use(http.post('*/api/v1/bugreports', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = await openPage();
    await user.type(screen.getByLabelText(/^Bug Title/), 'Crash');
    await user.type(screen.getByLabelText(/^Bug Content/), 'It crashed');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your report could not be sent, please try again');
    expect(screen.getByLabelText(/^Bug Title/)).toHaveValue('Crash');
  });
});
