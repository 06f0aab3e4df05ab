import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLibrary, startLibraryServer } from './testing/render-library';

startLibraryServer();

describe('library routes', () => {
  it.each([
    ['/', 'Home'],
    ['/library', 'Library'],
    ['/stats', 'Stats'],
  ])('renders %s as %s', async (path, heading) => {
    renderLibrary(path);
    // An empty shelf's Home waits for its first-run panel and /stats for its screen: lazy chunks, slow to import under load.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
