import { describe, expect, it } from 'vitest';
import * as keys from './storage-keys';

describe('local-storage keys', () => {
  it('uses the spec names, typos included', () => {
    expect(keys.TOKEN_STORAGE_KEY).toBe('token');
    expect(keys.DEFAULT_LIBRARY_STORAGE_KEY).toBe('default_library');
    expect(keys.DEFAULT_SORT_STORAGE_KEY).toBe('defaultSort');
    expect(keys.HOME_SECTION_STORAGE_KEY).toBe('homepageLibraySelection');
    expect(keys.CATALOG_DISPLAY_STORAGE_KEY).toBe('catalogDisplaySize');
  });
});
