import { expect } from 'vitest';
import { ApiClient, createMovies, registerUser } from './api-client';
import type { ServerProcess } from './server-process';
import type { Query, Verification } from './verify-ledger';
import { verifyLedger } from './verify-ledger';
import { startWriteBurst, waitUntil, WriteLedger } from './write-burst';

const USERS = 4;
const LANES_PER_USER = 6;
const ITEMS_PER_LANE = 10;
/** The fault comes once this many writes were acknowledged: well inside the burst (which has thousands). */
const FAULT_AFTER_ACKNOWLEDGED = 500;

export interface FaultOutcome {
  ledger: WriteLedger;
  verification: Verification;
}

/**
 * Runs a burst of concurrent library writes (add, rate, status, journal, review, favourite,
 * remove) on a fresh database, injects the fault in the middle of it, lets the system recover
 * and checks every acknowledged write against the database.
 */
export async function writeBurstThroughFault(options: {
  server: ServerProcess;
  fault: () => Promise<void>;
  recover: () => Promise<void>;
  /** Runs the checks against the database once the recovered system is done with it. */
  inspect: <T>(check: (query: Query) => Promise<T>) => Promise<T>;
}): Promise<FaultOutcome> {
  const anonymous = new ApiClient(options.server.baseUrl);
  // The first user of a database is its admin, who may add media.
  const admin = await registerUser(anonymous, 'fault_admin');
  const mediaIds = await createMovies(admin, LANES_PER_USER * ITEMS_PER_LANE, 'Fault test film');
  const others = await Promise.all(Array.from({ length: USERS - 1 }, (_, index) => registerUser(anonymous, `fault_user_${index + 1}`)));
  const users = [admin, ...others];

  const ledger = new WriteLedger();
  const burst = startWriteBurst({ users, lanesPerUser: LANES_PER_USER, mediaIds }, ledger);
  await waitUntil(() => ledger.acknowledged >= FAULT_AFTER_ACKNOWLEDGED || ledger.rejected.length > 0, 120_000);
  await options.fault();
  await burst;
  await options.recover();
  const verification = await options.inspect((query) => verifyLedger(query, ledger));
  return { ledger, verification };
}

export function describeOutcome(scenario: string, { ledger, verification }: FaultOutcome): string {
  return (
    `[${scenario}] writes sent ${ledger.attempted}, acknowledged ${ledger.acknowledged}, ` +
    `unanswered (connection cut) ${ledger.cutOff}, answered 503 ${ledger.unavailable}, other answers ${ledger.rejected.length}; ` +
    `after recovery found ${verification.found} of ${verification.acknowledged} acknowledged ` +
    `(${ledger.libraryEntries.size} library entries, ${ledger.journalEntries.length} journal entries checked), ` +
    `lost ${verification.lost.length}, inconsistencies ${verification.inconsistencies.length}`
  );
}

/** What every fault must leave: no write refused, none acknowledged and then lost, the data consistent. */
export function expectEveryAcknowledgedWriteKept({ ledger, verification }: FaultOutcome): void {
  expect(ledger.rejected).toEqual([]);
  expect(verification.lost).toEqual([]);
  expect(verification.inconsistencies).toEqual([]);
  expect(verification.found).toBe(ledger.acknowledged);
}
