import { ApiError, queuedChangeKeys } from '@shelfmark/api-client';
import type { Mutation, QueryClient } from '@tanstack/react-query';

/** A change made offline that the server refused once it was sent. */
export interface RefusedChange {
  id: number;
  /** The server's message (e.g. the item was deleted meanwhile). */
  message: string;
}

type Listener = () => void;

/** The refused changes the user has not dismissed yet; the offline status shows them. */
export function createRefusedChanges() {
  let changes: RefusedChange[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    list: () => changes,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (change: RefusedChange) => {
      changes = [...changes, change];
      emit();
    },
    dismiss: (id: number) => {
      changes = changes.filter((change) => change.id !== id);
      emit();
    },
  };
}

export type RefusedChanges = ReturnType<typeof createRefusedChanges>;

const isQueuedChange = (mutation: Mutation<unknown, unknown, unknown, unknown>) => mutation.options.mutationKey?.[0] === queuedChangeKeys.all[0];

/**
 * Records a queued change the server refuses (a 4xx: asking again gives the same answer) when it
 * had waited for the connection, here or before a reload. A change refused while online is shown
 * by the screen that made it, as before.
 */
export function watchRefusedChanges(client: QueryClient, refused: RefusedChanges): () => void {
  const waited = new WeakSet<object>();
  for (const mutation of client.getMutationCache().getAll()) if (mutation.state.isPaused) waited.add(mutation);
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isQueuedChange(event.mutation)) return;
    // A change made offline starts paused (its 'pending' state says so); one sent before the connection dropped pauses later.
    if (event.mutation.state.isPaused) waited.add(event.mutation);
    if (event.action.type === 'error' && waited.has(event.mutation) && event.action.error instanceof ApiError && event.action.error.status < 500) {
      refused.add({ id: event.mutation.mutationId, message: event.action.error.serverMessage ?? event.action.error.message });
    }
  });
}
