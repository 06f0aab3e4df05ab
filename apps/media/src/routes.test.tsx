import { initI18n } from '@shelfmark/i18n';
import { renderAtPath } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('media routes', () => {
  beforeAll(() => initI18n({ lng: 'en' }));

  it.each([
    ['/book/12', 'Book 12'],
    ['/movie/3', 'Movie 3'],
    ['/tvshow/4', 'TV Show 4'],
    ['/album/5', 'Album 5'],
    ['/videogame/6', 'Video Game 6'],
    ['/addmedia', 'Add Media'],
    ['/editmedia', 'Edit Media'],
  ])('renders %s as %s', async (path, heading) => {
    renderAtPath(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
