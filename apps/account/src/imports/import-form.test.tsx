import { buildImportJob, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS } from '@shelfmark/api-client/imports';
import { server, startMockServer } from '../testing/mock-server';
import { testFile, withNodeFormData } from '@shelfmark/testing/node';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();
withNodeFormData();

function openImports() {
  signInAs('reader');
  return renderAccount('/imports');
}

describe('starting an import', () => {
  it('asks for the source first, then for a file, without calling the server', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => request.method === 'POST' && posts.push(request.url));
    openImports();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(screen.getByRole('combobox', { name: /Where does the file come from/ })).toHaveAccessibleDescription('Choose where the file comes from');
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'Goodreads (.csv)');
    expect(screen.getByText('On Goodreads: My Books, then Import and export, then Export Library.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(screen.getByLabelText(/Export file/)).toHaveAccessibleDescription('A .csv file of up to 20 MB Choose a file to import');
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('says what kind of file the source takes when another kind is chosen, and lets the source the file fits clear it', async () => {
    openImports();
    const user = userEvent.setup({ applyAccept: false });
    const source = screen.getByRole('combobox', { name: /Where does the file come from/ });
    await user.selectOptions(source, 'trakt');
    expect(screen.getByLabelText(/Export file/)).toHaveAttribute('accept', '.zip');
    await user.upload(screen.getByLabelText(/Export file/), testFile('watched-history.json', '[{"watched_at":"2024-01-01T20:00:00.000Z"}]'));
    expect(
      await screen.findByText('Trakt imports take a .zip file, and this one is a JSON file: choose the file you downloaded from Trakt'),
    ).toBeInTheDocument();
    await user.selectOptions(source, 'storygraph');
    expect(
      await screen.findByText('The StoryGraph imports take a .csv file, and this one is a JSON file: choose the file you downloaded from The StoryGraph'),
    ).toBeInTheDocument();
    await user.selectOptions(source, 'ryot');
    await waitFor(() => expect(screen.queryByText(/imports take/)).not.toBeInTheDocument());
  });

  it("takes for Letterboxd its export's zip and the Letterboxd CSV Shelfmark's own export writes", async () => {
    openImports();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'letterboxd');
    const file = screen.getByLabelText(/Export file/);
    expect(file).toHaveAttribute('accept', '.zip,.csv');
    expect(file).toHaveAccessibleDescription('A .zip or .csv file of up to 20 MB');
    await user.upload(file, testFile('shelfmark-ada-2026-11-22-letterboxd.csv', 'Title,Year,Rating10,WatchedDate\nArrival,2016,9,2024-01-02\n'));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import of shelfmark-ada-2026-11-22-letterboxd.csv' })).toBeInTheDocument();
  });

  it.each([
    ['imdb', 'IMDb ratings, list or watchlist (.csv)', 'On IMDb: Your Ratings, then the ⋯ menu, then Export.', '.csv'],
    ['trakt', 'Trakt (.zip)', 'On Trakt: Settings, then Data, then Export', '.zip'],
    ['hardcover', 'Hardcover (.csv)', 'On Hardcover: Settings, then Export your data, then CSV.', '.csv'],
    ['yamtrack', 'Yamtrack (.csv)', 'On Yamtrack: Settings, then Import/Export, then Export CSV.', '.csv'],
    ['ryot', 'Ryot (.json)', 'On Ryot: Settings, then Imports and exports, then Export', '.json'],
  ])('offers %s as %s, says how to get its file (%s) and asks for a %s file', async (value, label, howTo, extension) => {
    openImports();
    const user = userEvent.setup();
    const source = screen.getByRole('combobox', { name: /Where does the file come from/ });
    expect(within(source).getByRole('option', { name: label })).toHaveValue(value);
    await user.selectOptions(source, label);
    expect(source).toHaveAccessibleDescription(expect.stringContaining(howTo));
    expect(screen.getByLabelText(/Export file/)).toHaveAccessibleDescription(`A ${extension} file of up to 20 MB`);
  });

  it('refuses a file over the limit before uploading it', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => request.method === 'POST' && posts.push(request.url));
    openImports();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'goodreads');
    await user.upload(screen.getByLabelText(/Export file/), testFile('shelf.csv', 'x', 21 * 1024 * 1024));
    expect(screen.getByText('This file is larger than 20 MB, the most an import accepts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('uploads source then file, and opens the new job', async () => {
    let fields: [string, string][] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST') return;
      void request
        .clone()
        .formData()
        .then((form) => {
          fields = [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
        });
    });
    const { router } = openImports();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'goodreads');
    await user.upload(screen.getByLabelText(/Export file/), testFile('goodreads_library_export.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import of goodreads_library_export.csv' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/imports/3');
    expect(fields).toEqual([
      ['source', 'goodreads'],
      ['file', 'goodreads_library_export.csv'],
    ]);
    server.events.removeAllListeners();
  });

  it.each([
    [400, 'The file has none of the Goodreads columns (Title, Author, ISBN13...)'],
    [413, 'The file is larger than 20 MB'],
  ])("shows the server's message on a %i", async (status, message) => {
    server.use(http.post('*/api/v1/imports', () => HttpResponse.json({ message }, { status })));
    openImports();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'goodreads');
    await user.upload(screen.getByLabelText(/Export file/), testFile('shelf.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Import your data' })).toBeInTheDocument();
  });

  it('lists earlier imports, newest first, each linking to its page', async () => {
    openImports();
    const list = await screen.findByRole('region', { name: 'Your imports' });
    await waitFor(() => expect(list).toHaveTextContent('goodreads_library_export.csv'));
    expect(screen.getByRole('link', { name: 'goodreads_library_export.csv' })).toHaveAttribute('href', '/imports/1');
    expect(list).toHaveTextContent('3 of 7 rows imported · 2 to review');
    expect(list).toHaveTextContent('Needs review');
    // Another user's import is not listed.
    expect(list).not.toHaveTextContent('letterboxd.zip');
  });

  it('keeps the list current while an import of it is running', async () => {
    mockDb.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 5, fileName: 'running.csv', status: 'running', total: 10, processed: 4 }),
      rows: [],
      nextPolls: [],
    });
    openImports();
    const list = await screen.findByRole('region', { name: 'Your imports' });
    await waitFor(() => expect(list).toHaveTextContent('running.csv'));
    expect(list).toHaveTextContent('Importing');
    const running = mockDb.imports[0];
    if (running) running.job = { ...running.job, status: 'done', processed: 10 };
    await waitFor(() => expect(list).not.toHaveTextContent('Importing'), { timeout: 3 * IMPORT_POLL_MS });
  });
});
