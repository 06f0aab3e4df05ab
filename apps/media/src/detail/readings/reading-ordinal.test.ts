import { i18n, initI18n } from '@shelfmark/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../routes';
import { readingOrdinal } from './reading-ordinal';

const t = i18n.getFixedT('en', 'media');

describe('reading ordinals', () => {
  beforeAll(() => initI18n({ lng: 'en' }));

  it('names readings First, Second and so on', () => {
    expect([0, 1, 2, 9, 10].map((index) => readingOrdinal(index, t))).toEqual(['First', 'Second', 'Third', 'Tenth', '#11']);
  });
});
