import { notifyManager } from '@tanstack/react-query';

/**
 * Runs every callback, also past one that throws, then throws the first error, as that
 * callback's own task would have; later errors go to the console.
 */
export function runEach(callbacks: readonly (() => void)[]): void {
  let failure: { error: unknown } | undefined;
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      if (failure) console.error(error);
      else failure = { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * React Query hands each finished query to its subscribers in a task of its own
 * (`setTimeout(…, 0)` per notification), and React renders once per task: a screen whose first
 * calls answer together rendered once per call (Home: four renders of 25–60 ms each at 4x CPU
 * throttling before its first complete paint). Here every notification scheduled before the
 * next task runs is delivered in that one task, so React renders them once.
 */
export function coalesceNotifications(): void {
  let pending: (() => void)[] = [];
  notifyManager.setScheduler((callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    setTimeout(() => {
      const due = pending;
      pending = [];
      runEach(due);
    }, 0);
  });
}
