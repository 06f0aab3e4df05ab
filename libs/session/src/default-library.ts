import { DEFAULT_LIBRARY, DEFAULT_LIBRARY_STORAGE_KEY, isLibrary, type Library } from '@shelfmark/contract';
import { useSyncExternalStore } from 'react';

/**
 * Spec sections 2 and 3: the library remembered under `default_library`, `read` when none is
 * stored, the value is not a library, or storage cannot be read.
 */
export function readDefaultLibrary(): Library {
  try {
    const stored = window.localStorage.getItem(DEFAULT_LIBRARY_STORAGE_KEY);
    return isLibrary(stored) ? stored : DEFAULT_LIBRARY;
  } catch {
    return DEFAULT_LIBRARY;
  }
}

function subscribe(onChange: () => void): () => void {
  // Other tabs announce their changes; this tab's own writes show at its next render.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored default library, read again at every render and when another tab changes it. */
export function useDefaultLibrary(): Library {
  return useSyncExternalStore(subscribe, readDefaultLibrary, () => DEFAULT_LIBRARY);
}
