import { useState } from 'react';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Runs a section's calls (the shared mutations refresh what they change) and keeps the error of
 * the last one, as `describe` words it, to show under the section: the next call (or `clear`,
 * e.g. on typing) takes it away.
 */
export function useRunWithError(describe: (failure: unknown) => string = messageOf) {
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(describe(failure));
    }
  };
  return { run, error, clear: () => setError(null) };
}
