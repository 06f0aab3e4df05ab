import { may, type Role } from '@shelfmark/contract';

/** Admin and librarian can edit media records (the contract's rule, which the server enforces). */
export function canEditMedia(role: Role | null): boolean {
  return may(role, 'editMedia');
}

export function isAdmin(role: Role | null): boolean {
  return role === 'admin';
}
