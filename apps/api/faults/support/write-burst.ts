import type { ApiAnswer, ApiClient } from './api-client';

type FieldName = 'status' | 'rating' | 'review' | 'favorited';
type FieldValue = string | number | boolean | null;

/** A field may end as its last acknowledged value or, if a write of it was cut off by the crash, that write's value. */
export interface FieldExpectation {
  acknowledged: FieldValue;
  inFlight: FieldValue[];
}

export interface LibraryEntryExpectation {
  usermediaId: number;
  mediaId: number;
  fields: Record<FieldName, FieldExpectation>;
  deletion: 'none' | 'in-flight' | 'acknowledged';
}

export interface JournalEntryExpectation {
  entryId: number;
  usermediaId: number;
  body: string;
}

/** Every write the client sent, and what the server acknowledged (2xx) before it died. */
export class WriteLedger {
  readonly libraryEntries = new Map<number, LibraryEntryExpectation>();
  readonly journalEntries: JournalEntryExpectation[] = [];
  attempted = 0;
  acknowledged = 0;
  /** Writes that got no answer: the connection broke (the crash). */
  cutOff = 0;
  /** Writes answered 503 because the database went away: not acknowledged, so they may or may not have happened. */
  unavailable = 0;
  /** Answers other than the expected 2xx: a bug, the burst only sends valid writes. */
  readonly rejected: string[] = [];
}

class LaneStopped extends Error {}

/** A lane is one client working through its own media items one write at a time. */
async function runLane(api: ApiClient, mediaIds: number[], laneName: string, ledger: WriteLedger): Promise<void> {
  const send = async (call: () => Promise<ApiAnswer>, expected: number): Promise<unknown> => {
    ledger.attempted++;
    let answer: ApiAnswer;
    try {
      answer = await call();
    } catch {
      ledger.cutOff++;
      throw new LaneStopped();
    }
    if (answer.status === 503) {
      ledger.unavailable++;
      throw new LaneStopped();
    }
    if (answer.status !== expected) {
      ledger.rejected.push(`${laneName}: ${answer.status} ${JSON.stringify(answer.body)}`);
      throw new LaneStopped();
    }
    ledger.acknowledged++;
    return answer.body;
  };

  const patch = async (entry: LibraryEntryExpectation, field: FieldName, value: FieldValue) => {
    entry.fields[field].inFlight.push(value);
    await send(() => api.call('PATCH', `/usermedias/${entry.usermediaId}`, { [field]: value }), 200);
    entry.fields[field] = { acknowledged: value, inFlight: [] };
  };

  const addJournalEntry = async (entry: LibraryEntryExpectation, body: string) => {
    const created = (await send(() => api.call('POST', `/entries/${entry.usermediaId}`, { title: laneName, body }), 201)) as { entryID: number };
    ledger.journalEntries.push({ entryId: created.entryID, usermediaId: entry.usermediaId, body });
  };

  try {
    for (const [index, mediaId] of mediaIds.entries()) {
      const added = (await send(() => api.call('POST', `/usermedias?mediaID=${mediaId}`), 201)) as { usermediaID: number };
      const field = (acknowledged: FieldValue): FieldExpectation => ({ acknowledged, inFlight: [] });
      const entry: LibraryEntryExpectation = {
        usermediaId: added.usermediaID,
        mediaId,
        fields: { status: field('library'), rating: field(0), review: field(null), favorited: field(false) },
        deletion: 'none',
      };
      ledger.libraryEntries.set(entry.usermediaId, entry);

      await patch(entry, 'rating', (index % 10) + 1);
      await patch(entry, 'status', 'currentlyReading');
      await addJournalEntry(entry, `${laneName} item ${index} first entry`);
      await patch(entry, 'review', `${laneName} review of item ${index}`);
      await addJournalEntry(entry, `${laneName} item ${index} second entry`);
      await patch(entry, 'status', index % 2 === 0 ? 'read' : 'DNF');
      await patch(entry, 'favorited', true);
      if (index % 2 === 0) {
        entry.deletion = 'in-flight';
        await send(() => api.call('DELETE', `/usermedias/${entry.usermediaId}`), 204);
        entry.deletion = 'acknowledged';
      }
    }
  } catch (error) {
    if (!(error instanceof LaneStopped)) throw error;
  }
}

export interface BurstPlan {
  /** One signed-in client per user. */
  users: ApiClient[];
  lanesPerUser: number;
  /** The catalogue the lanes add to their libraries; lanes of one user take disjoint slices. */
  mediaIds: number[];
}

/** Starts every lane at once; resolves when all have stopped (ran out of items, or lost the server). */
export function startWriteBurst(plan: BurstPlan, ledger: WriteLedger): Promise<void> {
  const sliceSize = Math.floor(plan.mediaIds.length / plan.lanesPerUser);
  const lanes = plan.users.flatMap((api, userIndex) =>
    Array.from({ length: plan.lanesPerUser }, (_, lane) =>
      runLane(api, plan.mediaIds.slice(lane * sliceSize, (lane + 1) * sliceSize), `user ${userIndex} lane ${lane}`, ledger),
    ),
  );
  return Promise.all(lanes).then(() => undefined);
}

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
