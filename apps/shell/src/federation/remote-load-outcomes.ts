import { UNRELEASED_VERSION } from '@shelfmark/contract/limits';
import { afterFirstScreen } from '../after-first-screen';
import type { RemoteName } from './remote-registry';

/** Where a load failed: the manifest, the entry or a chunk, the `./routes` module's shape, or the compatibility gate. */
export type RemoteLoadPhase = 'manifest' | 'entry' | 'routes' | 'incompatible';

export interface RemoteLoadOutcome {
  remote: RemoteName;
  /** The version the page named for the location tried; empty when it named none. */
  version: string;
  ok: boolean;
  /** Set when `ok` is false. */
  phase?: RemoteLoadPhase;
  /** From asking for the remote to its `./routes` module in hand, or to the failure. */
  ms: number;
}

type Listener = (outcome: RemoteLoadOutcome) => void;

const outcomes: RemoteLoadOutcome[] = [];
const listeners = new Set<Listener>();

/** Every load's outcome, those before the call first; returns the unsubscribe function. */
export function onRemoteLoad(listener: Listener): () => void {
  for (const outcome of outcomes) listener(outcome);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the server once the first screen is in place: the reporting code is a chunk of its own, fetched only then (ADR 0043). */
function sendToServer({ remote, version, ok, phase, ms }: RemoteLoadOutcome): void {
  const load = { remote, version: version || UNRELEASED_VERSION, ok, ...(phase && { phase }), ms: Math.min(600_000, ms) };
  afterFirstScreen(() => void import('./load-reports').then(({ queueLoadReport }) => queueLoadReport(load), () => undefined));
}

export function reportRemoteLoad(outcome: RemoteLoadOutcome): void {
  outcomes.push(outcome);
  for (const listener of listeners) listener(outcome);
  sendToServer(outcome);
}
