import { catalogueDifferences } from '@shelfmark/testing/node';
import { describe, expect, it } from 'vitest';

describe('the translations of the remote’s texts', () => {
  it('every English message is in each language, with its plural forms and the same placeholders', () => {
    expect(catalogueDifferences(import.meta.dirname)).toEqual([]);
  });
});
