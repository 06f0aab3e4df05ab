import { describe, expect, it } from 'vitest';
import { consumedPackage, providedPackage } from './chunk-groups-manifest';

describe('chunk-groups.json', () => {
  it('reads the package a provide-shared module provides', () => {
    expect(providedPackage('provide shared module (default) @tanstack/react-query@5.108.0 = /w/node_modules/@tanstack/react-query/build/modern/index.js')).toBe(
      '@tanstack/react-query',
    );
    expect(providedPackage('/w/libs/contract/src/index.ts')).toBeUndefined();
  });

  it('reads the package a consume-shared module consumes', () => {
    expect(consumedPackage('consume shared module (default) react@^19.3.1 (strict) (fallback: /w/node_modules/react/index.js)')).toBe('react');
    expect(consumedPackage('consume shared module (default) @shelfmark/i18n@* (strict) (fallback: /w/libs/i18n/src/index.ts)')).toBe('@shelfmark/i18n');
    expect(
      consumedPackage('consume shared module (default) @tanstack/react-query@^5.108.0 (strict) (fallback: /w/node_modules/@tanstack/react-query/build/modern/index.js)'),
    ).toBe('@tanstack/react-query');
    expect(consumedPackage('/w/node_modules/react/index.js')).toBeUndefined();
  });
});
