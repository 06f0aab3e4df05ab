import { initI18n } from '@shelfmark/i18n';
import { renderAtPath } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('catalog routes', () => {
  beforeAll(() => initI18n({ lng: 'en' }));

  it.each([
    ['/catalog', 'Catalog'],
    ['/tags', 'Tags'],
    ['/tags/4', 'Tags'],
    ['/creator/2', 'Creator'],
    ['/series/3', 'Series'],
  ])('renders %s as %s', async (path, heading) => {
    renderAtPath(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
