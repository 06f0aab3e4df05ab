import type { BugReportRecord, MediaRequestRecord } from '@shelfmark/contract';
import { users } from '@shelfmark/testing';

/** What the account handlers read and change; reset it between tests. */
export interface RequestStore {
  mediaRequests: MediaRequestRecord[];
  bugReports: BugReportRecord[];
}

function seed(): RequestStore {
  return {
    mediaRequests: [
      {
        requestID: 1,
        userID: users.reader.userID,
        username: users.reader.username,
        type: 'book',
        title: 'The Left Hand of Darkness',
        creator: 'Ursula K. Le Guin',
        details: 'The 1969 novel',
        status: 'open',
        createdAt: '2026-11-01T10:00:00.000Z',
        closedAt: null,
      },
      {
        requestID: 2,
        userID: users.librarian.userID,
        username: users.librarian.username,
        type: 'album',
        title: 'Kind of Blue',
        creator: null,
        details: '',
        status: 'declined',
        createdAt: '2026-10-20T09:00:00.000Z',
        closedAt: '2026-10-21T09:00:00.000Z',
      },
    ],
    bugReports: [],
  };
}

export const requestStore: RequestStore = seed();

export function resetRequestStore(): void {
  Object.assign(requestStore, seed());
}
