/**
 * Changes to a user's own entries that wait for the connection when there is none
 * (docs/adr/0039-installable-and-offline.md): react-query pauses a mutation while the browser is
 * offline; these share one scope, so they run one after another in the order they were made, and
 * carry a key, so the shell can persist them and send them after a reload.
 */
export const QUEUED_CHANGES_SCOPE = { id: 'queued-changes' };

export const queuedChangeKeys = {
  all: ['queued-change'] as const,
  /** PATCH /usermedias/{id}: status, progress, rating, favourite or review. */
  entryPatch: () => ['queued-change', 'entry-patch'] as const,
  /** POST or DELETE /medias/{mediaID}/watches: episodes or songs marked or unmarked. */
  watchMarks: (mediaID: number, watched: boolean) => ['queued-change', 'watch-marks', mediaID, watched] as const,
};
