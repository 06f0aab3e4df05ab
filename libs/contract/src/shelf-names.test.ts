import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS } from './library-values';
import { MEDIA_TYPE_VALUES } from './media-type-info';
import { SHELF_ORDER, shelfLabel } from './shelf-names';
import { STATUS_VALUES, statusLabel } from './status-labels';

describe('shelf names', () => {
  it("names every shelf with the spec's status label, book words when every medium is shown", () => {
    expect([...SHELF_ORDER].sort()).toEqual([...STATUS_VALUES].sort());
    for (const type of MEDIA_TYPE_VALUES) {
      for (const status of STATUS_VALUES) expect(shelfLabel(status, type)).toBe(statusLabel(type, status));
    }
  });

  it("gives Home's Watch List the shelf's name, written out (Up Next? is the spec's question, not a shelf)", () => {
    expect(HOME_SECTIONS.find((section) => section.value === 'watch')?.label).toBe(shelfLabel('watch'));
  });
});
