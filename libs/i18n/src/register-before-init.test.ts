import { expect, it } from 'vitest';
import { i18n, initI18n, registerMessages } from './index';

it('keeps messages registered before the catalogue starts', async () => {
  expect(i18n.isInitialized).toBeFalsy();
  registerMessages('early-area', { en: { title: 'Early' } });
  await initI18n({ lng: 'en' });
  expect(i18n.t('title', { ns: 'early-area' })).toBe('Early');
});
