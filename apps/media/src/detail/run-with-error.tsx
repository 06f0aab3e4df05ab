import { FailureNotice, InlineError } from '@shelfmark/design-system';
import { useState } from 'react';

/** The last failure of a section: a message of the spec's own (`known` words it), or the failure itself. */
export type SectionError = { text: string } | { failure: unknown };

/**
 * Runs a section's calls (the shared mutations refresh what they change) and keeps the last
 * failure to show under the section: the spec's message where `known` has one for it (a value
 * the section refused, a tag already on the item), else the shared failure sentence. The next
 * call (or `clear`, e.g. on typing) takes it away.
 */
export function useRunWithError(known: (failure: unknown) => string | null = () => null) {
  const [error, setError] = useState<SectionError | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
    } catch (failure) {
      const text = known(failure);
      setError(text === null ? { failure } : { text });
    }
  };
  return { run, error, clear: () => setError(null) };
}

export function SectionFailure({ error }: { error: SectionError | null }) {
  if (!error) return null;
  return 'text' in error ? <InlineError>{error.text}</InlineError> : <FailureNotice error={error.failure} action="save" />;
}
