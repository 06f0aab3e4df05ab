import { describe, expect, it } from 'vitest';
import { ROLE_VALUES } from './entities/session-token';
import { may, mayUploadCover, mayWriteRestricted, mediaWriteForRole } from './permissions';

describe('role rules', () => {
  it('lets staff edit, and only the admin restrict, search everything and read bug reports', () => {
    expect(ROLE_VALUES.filter((role) => may(role, 'editMedia'))).toEqual(['admin', 'librarian']);
    expect(ROLE_VALUES.filter((role) => may(role, 'restrictMedia'))).toEqual(['admin']);
    expect(ROLE_VALUES.filter((role) => may(role, 'searchAllAccess'))).toEqual(['admin']);
    expect(ROLE_VALUES.filter((role) => may(role, 'readBugReports'))).toEqual(['admin']);
    expect(may(null, 'editMedia')).toBe(false);
  });

  it('shapes every media write so that the restricted rule lets it through, whatever the role and the item', () => {
    for (const role of ROLE_VALUES) {
      for (const chosen of [true, false]) {
        const created = mediaWriteForRole(role, { title: 'Dune', restricted: chosen }, 'create');
        expect(mayWriteRestricted(role, created.restricted, false), `${role} creating`).toBe(true);
        for (const current of [true, false]) {
          const updated = mediaWriteForRole(role, { title: 'Dune', restricted: chosen }, 'update');
          expect(mayWriteRestricted(role, updated.restricted, current), `${role} editing`).toBe(true);
        }
      }
    }
  });

  it('keeps the flag out of a librarian’s edit and unrestricts a user’s new item; the admin’s choice stands', () => {
    expect(mediaWriteForRole('librarian', { title: 'Film', restricted: true }, 'update')).toEqual({ title: 'Film' });
    expect(mediaWriteForRole('user', { title: 'Film', restricted: true }, 'create')).toEqual({ title: 'Film', restricted: false });
    expect(mediaWriteForRole('admin', { title: 'Film', restricted: true }, 'update')).toEqual({ title: 'Film', restricted: true });
  });

  it('refuses a change of the flag by anyone but the admin', () => {
    expect(mayWriteRestricted('librarian', false, true)).toBe(false);
    expect(mayWriteRestricted('user', true, false)).toBe(false);
    expect(mayWriteRestricted('librarian', true, true)).toBe(true);
    expect(mayWriteRestricted('admin', false, true)).toBe(true);
  });

  it('lets a user set only the first cover of an item they added; staff any', () => {
    expect(mayUploadCover('user', { addedByUploader: true, hasCover: false })).toBe(true);
    expect(mayUploadCover('user', { addedByUploader: true, hasCover: true })).toBe(false);
    expect(mayUploadCover('user', { addedByUploader: false, hasCover: false })).toBe(false);
    expect(mayUploadCover('librarian', { addedByUploader: false, hasCover: true })).toBe(true);
    expect(mayUploadCover(null, { addedByUploader: true, hasCover: false })).toBe(false);
  });
});
