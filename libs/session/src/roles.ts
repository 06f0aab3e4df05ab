import type { Role } from '@shelfmark/contract';

/** Admin and librarian can edit media records. */
export function canEditMedia(role: Role | null): boolean {
  return role === 'admin' || role === 'librarian';
}

export function isAdmin(role: Role | null): boolean {
  return role === 'admin';
}
