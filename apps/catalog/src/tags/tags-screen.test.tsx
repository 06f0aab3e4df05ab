import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failCall, mockDb, users } from '@shelfmark/testing';
import { renderScreen, useCatalogMocks } from '../testing/render-screen';

const group = (key: string) => screen.getByRole('region', { name: `Tags starting with ${key}` });

describe('tags page', () => {
  useCatalogMocks();

  it("shows the user's tags in alphabetical letter groups, with '123!?' for the rest", async () => {
    const userID = users.reader.userID;
    mockDb.tags.push(
      { tagID: 3, tagValue: 'Dystopia', userID },
      { tagID: 4, tagValue: 'élan', userID },
      { tagID: 5, tagValue: '1984 vibes', userID },
      { tagID: 6, tagValue: '!favourite', userID },
      { tagID: 7, tagValue: 'someone else’s', userID: users.librarian.userID },
    );
    renderScreen('/tags');
    await screen.findByRole('region', { name: 'Tags starting with C' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['123!?', 'C', 'D', 'E']);
    expect(within(group('123!?')).getAllByRole('link').map((link) => link.textContent)).toEqual(['!favourite', '1984 vibes']);
    expect(within(group('D')).getAllByRole('link').map((link) => link.textContent)).toEqual(['desert', 'Dystopia']);
    expect(within(group('E')).getByRole('link', { name: 'élan' })).toHaveAttribute('href', '/tags/4');
    expect(within(group('C')).getByText('1 item')).toBeInTheDocument();
    expect(within(group('D')).getAllByText('0 items')).toHaveLength(2);
  });

  it('says so when the user has no tags', async () => {
    mockDb.tags = [];
    renderScreen('/tags');
    expect(await screen.findByText('You have no tags yet')).toBeInTheDocument();
  });

  it('refuses a tag over 50 characters with the spec message', async () => {
    renderScreen('/tags');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New tag' }), `${'x'.repeat(51)}{Enter}`);
    expect(await screen.findByText('Body of tag is too long, please try again')).toBeInTheDocument();
    expect(mockDb.tags).toHaveLength(2);
    // Still too long after a change: the message stays; right again: it goes.
    await userEvent.type(screen.getByRole('textbox', { name: 'New tag' }), 'y');
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveAccessibleDescription(/Body of tag is too long/);
    await userEvent.type(screen.getByRole('textbox', { name: 'New tag' }), '{Backspace}{Backspace}');
    expect(screen.queryByText('Body of tag is too long, please try again')).not.toBeInTheDocument();
  });

  it('drops a refused tag’s error as soon as the name changes', async () => {
    failCall('POST', '/tags', 500);
    renderScreen('/tags');
    const field = await screen.findByRole('textbox', { name: 'New tag' });
    await userEvent.type(field, 'cosy{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field, 's');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty tag', async () => {
    renderScreen('/tags');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New tag' }), '   {Enter}');
    expect(await screen.findByText('Tag cannot be empty')).toBeInTheDocument();
  });

  it('creates a tag of exactly 50 characters with Enter and opens it', async () => {
    const value = 'y'.repeat(50);
    const { router } = renderScreen('/tags');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New tag' }), `${value}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags/1000'));
    expect(mockDb.tags.at(-1)).toEqual({ tagID: 1000, tagValue: value, userID: users.reader.userID });
  });
});
