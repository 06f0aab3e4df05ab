import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLibrary, startLibraryServer } from './testing/render-library';

startLibraryServer();

describe('library routes', () => {
  it.each([
    ['/', 'Home'],
    ['/library', 'Library'],
  ])('renders %s as %s', async (path, heading) => {
    renderLibrary(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
