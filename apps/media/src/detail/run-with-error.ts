import { useState } from 'react';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Runs a section's calls (the shared mutations refresh what they change) and keeps the last
 * error, as `describe` words it, to show under the section.
 */
export function useRunWithError(describe: (failure: unknown) => string = messageOf) {
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setError(null);
    } catch (failure) {
      setError(describe(failure));
    }
  };
  return { run, error };
}
