import type { Role } from './entities/session-token';

/**
 * Who may do what beyond their own shelf (spec section 6, ADR 0029): the server refuses these
 * with a 403 and the web app never sends them, so a 403 (which signs the user out) is never
 * provoked by the UI. Both sides read these lists; nowhere else names roles.
 */
export const ROLES_THAT_MAY = {
  /** PATCH /medias/{id}, the edit-media link and /editmedia. */
  editMedia: ['admin', 'librarian'],
  /** Set or change an item's restricted flag: the Restricted checkbox. */
  restrictMedia: ['admin'],
  /** POST /search/allaccess: search including restricted media. */
  searchAllAccess: ['admin'],
  /** Mark media requests done or declined, and see everyone's. */
  closeMediaRequests: ['admin', 'librarian'],
  /** Read the bug reports. */
  readBugReports: ['admin'],
  /** Load the demo catalogue into an empty one. */
  loadDemoCatalogue: ['admin'],
  /** See the backups, make one and download it (GET and POST /admin/backups). */
  manageBackups: ['admin'],
  /** The admin screen's users, registration, invitations and instance facts (/admin/users, …). */
  manageAccounts: ['admin'],
  /** Remove a user's second factor (DELETE /admin/users/{id}/two-factor). */
  removeSecondFactor: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type RoleAction = keyof typeof ROLES_THAT_MAY;

export function may(role: Role | null | undefined, action: RoleAction): boolean {
  return role != null && (ROLES_THAT_MAY[action] as readonly Role[]).includes(role);
}

/**
 * Whether a media write may carry this restricted value: the admin any; anyone else only what
 * the item already has (false for a new item), or nothing (a PATCH keeps the flag).
 */
export function mayWriteRestricted(role: Role | null | undefined, sent: boolean | undefined, current: boolean): boolean {
  return may(role, 'restrictMedia') || sent === undefined || sent === current;
}

/**
 * A media write as this role may send it: an admin's unchanged; for anyone else a new item is
 * unrestricted and an edit leaves the flag out, so it keeps the value only the admin may change.
 */
export function mediaWriteForRole<Write extends { restricted?: boolean | undefined }>(role: Role | null | undefined, write: Write, mode: 'create' | 'update'): Write {
  if (may(role, 'restrictMedia')) return write;
  const { restricted: _restricted, ...rest } = write;
  return (mode === 'create' ? { ...rest, restricted: false } : rest) as Write;
}

/**
 * Who may upload an item's cover: staff any; a user the first cover of an item they added (the
 * last step of Add Media). Replacing a cover is editing.
 */
export function mayUploadCover(role: Role | null | undefined, item: { addedByUploader: boolean; hasCover: boolean }): boolean {
  return may(role, 'editMedia') || (role != null && item.addedByUploader && !item.hasCover);
}
