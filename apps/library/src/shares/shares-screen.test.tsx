import { callsTo, failCall } from '@shelfmark/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLibrary, startLibraryServer } from '../testing/render-library';

startLibraryServer();
// The screens are lazy chunks: their first render waits for the chunk to be compiled and loaded.
configure({ asyncUtilTimeout: 5000 });

describe('/shares', { timeout: 15_000 }, () => {
  it('makes a link to the year given in the address, with the chosen fields, and lists it', async () => {
    renderLibrary('/shares?year=2024');
    expect(await screen.findByText('You have no share links.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A year in review' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ratings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Favourite tags' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make link' }));
    const link = await screen.findByRole('article', { name: 'Year in review 2024' });
    expect(callsTo('POST', '/shares')[0]?.body).toEqual({
      kind: 'year',
      year: 2024,
      fields: { covers: true, creators: true, ratings: true, reviews: false, tags: true },
      title: null,
    });
    expect(within(link).getByText('Shows titles, covers, creators, ratings, favourite tags')).toBeInTheDocument();
    expect((within(link).getByRole('textbox', { name: 'Link address' }) as HTMLInputElement).value).toMatch(/\/shared\/\w+$/);
    expect(within(link).getByText(/Not opened yet/)).toBeInTheDocument();
  });

  it('makes a shelf link without tags, and revokes a link after a confirmation', async () => {
    renderLibrary('/shares');
    await screen.findByText('You have no share links.');
    expect(screen.getByRole('radio', { name: 'A shelf' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Favourite tags' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shelf' }), 'favorites');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Media type' }), 'book');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title on the page (optional)' }), 'Books I love');
    await userEvent.click(screen.getByRole('button', { name: 'Make link' }));
    const link = await screen.findByRole('article', { name: 'Books I love' });
    expect(callsTo('POST', '/shares')[0]?.body).toMatchObject({ kind: 'shelf', shelf: 'favorites', type: 'book', title: 'Books I love' });

    await userEvent.click(within(link).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no share links.')).toBeInTheDocument();
  });

  it('says what is wrong with the year next to it, focused, and makes no link', async () => {
    renderLibrary('/shares?year=2024');
    await screen.findByText('You have no share links.');
    const year = screen.getByRole('spinbutton', { name: /Year/ });
    await userEvent.clear(year);
    await userEvent.type(year, '1850');
    await userEvent.click(screen.getByRole('button', { name: 'Make link' }));
    expect(year).toHaveAccessibleDescription('The year must be a whole number from 1900 to 2100');
    expect(year).toHaveFocus();
    expect(callsTo('POST', '/shares')).toEqual([]);
    await userEvent.clear(year);
    await userEvent.type(year, '1999');
    expect(year).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s reason when a link cannot be made', async () => {
    failCall('POST', '/shares', 409);
    renderLibrary('/shares?year=2024');
    await screen.findByText('You have no share links.');
    await userEvent.click(screen.getByRole('button', { name: 'Make link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not make the link: failed with 409');
  });
});
