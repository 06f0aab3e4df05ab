import { callsTo, mockDb } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, startMediaServer } from '../testing/render-media';

startMediaServer();

/** Issue 28 item 3: after Add Media, the new item can go straight onto a chosen shelf. */
describe('Add Media onto a shelf', () => {
  it('saves the item, puts it on the chosen shelf, and opens it there', async () => {
    const { router } = renderMedia('/addmedia', { role: 'user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }, { timeout: 5000 }));
    await userEvent.type(screen.getByLabelText('Title'), 'A Book Of My Own');
    const shelf = screen.getByRole('combobox', { name: 'Put it on your shelf' });
    expect(shelf).toHaveDisplayValue('Not on my shelf');
    expect([...(shelf as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Not on my shelf', 'Read', 'Did Not Finish', 'To Be Read', 'Currently Reading', 'In Library']);
    await userEvent.selectOptions(shelf, 'Currently Reading');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/book\/\d+$/));
    expect(callsTo('POST', '/usermedias')).toHaveLength(1);
    expect(mockDb.entries.map((entry) => [entry.media.title, entry.status])).toEqual([['A Book Of My Own', 'currentlyReading']]);
  });

  it('leaves the item off the shelf unless a shelf is chosen', async () => {
    const { router } = renderMedia('/addmedia', { role: 'user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Movie' }));
    await userEvent.type(screen.getByLabelText('Title'), 'A Film Of My Own');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/movie\/\d+$/));
    expect(callsTo('POST', '/usermedias')).toEqual([]);
  });
});
