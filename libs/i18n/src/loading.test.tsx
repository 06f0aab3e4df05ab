import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueLoading, i18n, initI18n, registerMessages, useT } from './index';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("loading a language's catalogues", () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('loads nothing for English, which every area bundles', () => {
    const loader = vi.fn(() => Promise.resolve({ default: {} }));
    registerMessages('english-only', { en: { title: 'Shelf' } }, loader);
    expect(catalogueLoading('english-only')).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads only the chosen language, once, before switching to it', async () => {
    const loader = vi.fn((language: string) => Promise.resolve({ default: { title: `title in ${language}` } }));
    registerMessages('one-language', { en: { title: 'Shelf' } }, loader);
    await i18n.changeLanguage('de');
    expect(i18n.t('title', { ns: 'one-language' })).toBe('title in de');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('de-AT');
    expect(loader.mock.calls).toEqual([['de']]);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps English for the texts of a file not translated yet', async () => {
    registerMessages('missing-file', { en: { title: 'Shelf' } }, () => Promise.reject(new Error('Cannot find module')));
    await i18n.changeLanguage('ja');
    expect(i18n.t('title', { ns: 'missing-file' })).toBe('Shelf');
  });

  it('suspends a screen until its catalogue of the current language is in, without showing English first', async () => {
    await i18n.changeLanguage('fr');
    const file = deferred<{ default: Record<string, string> }>();
    registerMessages('late-area', { en: { title: 'Library' } }, () => file.promise);
    function Title() {
      const t = useT('late-area');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('Library')).not.toBeInTheDocument();
    await act(async () => file.resolve({ default: { title: 'Bibliothèque' } }));
    expect(await screen.findByRole('heading')).toHaveTextContent('Bibliothèque');
  });
});
