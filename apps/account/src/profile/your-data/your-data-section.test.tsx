import { users } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { spyOnDownloads } from '../../testing/download-spy';
import { server, startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();
const downloads = spyOnDownloads();

function openOwnProfile() {
  signInAs('reader');
  return renderAccount(`/account/${users.reader.userID}`);
}

describe('Your data on the profile', () => {
  it('offers every export with what each is for, and the way to import', async () => {
    openOwnProfile();
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(screen.getByRole('button', { name: 'Download JSON archive' })).toHaveAccessibleDescription('Everything, re-importable into Shelfmark');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription('Your shelf, for spreadsheets');
    expect(screen.getByRole('button', { name: 'Download for Goodreads' })).toHaveAccessibleDescription(
      'Your books, in the CSV Goodreads writes: for Goodreads and the tools that read its format',
    );
    expect(screen.getByRole('button', { name: 'Download for Letterboxd' })).toHaveAccessibleDescription("Your films, in the CSV Letterboxd's importer reads");
    expect(section).toContainElement(screen.getByRole('link', { name: 'Import your data' }));
    expect(screen.getByRole('link', { name: 'Import your data' })).toHaveAttribute('href', '/imports');
  });

  it("is not on another user's profile, even for the admin", async () => {
    signInAs('admin');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText(users.reader.username)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('downloads the JSON archive under the name the server gives it, busy meanwhile', async () => {
    let query = '';
    server.use(
      http.get('*/api/v1/export', async ({ request }) => {
        query = new URL(request.url).search;
        await delay(50);
        return new HttpResponse('{"version":1}', {
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="shelfmark-ada_99.json"' },
        });
      }),
    );
    openOwnProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download JSON archive' }));
    const busy = screen.getByRole('button', { name: 'Preparing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(await screen.findByText('shelfmark-ada_99.json has been downloaded.')).toBeInTheDocument();
    expect(query).toBe('?format=json');
    expect(downloads.names).toEqual(['shelfmark-ada_99.json']);
    expect(await downloads.blobs[0]?.text()).toBe('{"version":1}');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it.each([
    ['Download CSV', 'shelfmark-ada_99-2026-11-22.csv', 'Dune,Frank Herbert'],
    ['Download for Goodreads', 'shelfmark-ada_99-2026-11-22-goodreads.csv', 'Book Id,Title,Author'],
    ['Download for Letterboxd', 'shelfmark-ada_99-2026-11-22-letterboxd.csv', 'Title,Year,Rating'],
  ])('%s downloads %s', async (button, fileName, content) => {
    openOwnProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(downloads.names).toEqual([fileName]));
    expect(await downloads.blobs[0]?.text()).toContain(content);
    expect(screen.getByText(`${fileName} has been downloaded.`)).toBeInTheDocument();
  });

  it("shows the server's message when the export fails, and retries", async () => {
    server.use(http.get('*/api/v1/export', () => HttpResponse.json({ message: 'The export is busy, try again in a minute' }, { status: 429 }), { once: true }));
    openOwnProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download JSON archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export is busy, try again in a minute');
    expect(downloads.names).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(downloads.names).toEqual(['shelfmark-ada_99-2026-11-22.json']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in general words when the server gives no message', async () => {
    server.use(http.get('*/api/v1/export', () => new HttpResponse(null, { status: 500 })));
    openOwnProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be downloaded, please try again');
  });
});
