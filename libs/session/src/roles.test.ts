import { describe, expect, it } from 'vitest';
import { canEditMedia, isAdmin } from './roles';

describe('roles', () => {
  it('lets admin and librarian edit media', () => {
    expect(canEditMedia('admin')).toBe(true);
    expect(canEditMedia('librarian')).toBe(true);
    expect(canEditMedia('user')).toBe(false);
    expect(canEditMedia(null)).toBe(false);
  });

  it('gives admin powers only to admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('librarian')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
