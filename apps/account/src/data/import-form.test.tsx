import { users } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS } from '../api/get-import';
import { buildImportJob, importStore } from '../testing/import-store';
import { server, startMockServer } from '../testing/mock-server';
import { testFile, withNodeFormData } from '../testing/node-files';
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

  it("names the extension the source's export has when another file is chosen", async () => {
    openImports();
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'letterboxd');
    expect(screen.getByLabelText(/Export file/)).toHaveAttribute('accept', '.zip');
    await user.upload(screen.getByLabelText(/Export file/), testFile('ratings.csv'));
    expect(screen.getByText('Letterboxd exports are .zip files: choose the .zip file you downloaded')).toBeInTheDocument();
    // Choosing the source the file fits clears the message.
    await user.selectOptions(screen.getByRole('combobox', { name: /Where does the file come from/ }), 'storygraph');
    expect(screen.queryByText(/exports are/)).not.toBeInTheDocument();
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
    importStore.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 5, fileName: 'running.csv', status: 'running', total: 10, processed: 4 }),
      rows: [],
      nextPolls: [],
    });
    openImports();
    const list = await screen.findByRole('region', { name: 'Your imports' });
    await waitFor(() => expect(list).toHaveTextContent('running.csv'));
    expect(list).toHaveTextContent('Importing');
    const running = importStore.imports[0];
    if (running) running.job = { ...running.job, status: 'done', processed: 10 };
    await waitFor(() => expect(list).not.toHaveTextContent('Importing'), { timeout: 3 * IMPORT_POLL_MS });
  });
});
