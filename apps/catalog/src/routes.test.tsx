import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, useCatalogMocks } from './testing/render-screen';

describe('catalog routes', () => {
  useCatalogMocks();

  it.each([
    ['/catalog', 'Catalog'],
    ['/tags', 'Tags'],
    ['/tags/1', 'comfort read'],
    ['/creator/1', 'Guin, Ursula K. Le'],
    ['/series/3', 'Portal'],
  ])('renders %s with the heading %s', async (path, heading) => {
    renderScreen(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
