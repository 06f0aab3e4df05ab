// Where the reader was on each page of this tab's history, by React Router's history entry
// key and the page's path. The key lives in history.state, so it survives a reload and a
// return from another document; the places are saved to sessionStorage as a document is left.
const STORAGE_KEY = 'shelfmark.scroll-places';
const SAVED_PLACES_MAX = 100;
/** React Router's key of an entry it did not make: each document's first page has it. */
const FIRST_ENTRY_KEY = 'default';
/** Longer than a remote's screen and first answers take to arrive on a slow phone. */
const RESTORE_FOR_MS = 3000;

function isPlace(entry: unknown): entry is [string, number] {
  return Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]);
}

/** This document was opened afresh (a link from elsewhere, a typed address), not reloaded or returned to. */
function openedAfresh(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return !navigation || (navigation as PerformanceNavigationTiming).type === 'navigate';
}

/** A history entry: React Router's location key and the page's path. */
export interface HistoryEntry {
  key: string;
  pathname: string;
}

const idOf = (entry: HistoryEntry) => `${entry.key} ${entry.pathname}`;

function readSaved(): Map<string, number> {
  let places: Map<string, number>;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    places = new Map(Array.isArray(saved) ? saved.filter(isPlace) : []);
  } catch {
    places = new Map();
  }
  // This document's first entry, opened afresh, is not the one a place was saved for.
  if (openedAfresh()) places.delete(idOf({ key: FIRST_ENTRY_KEY, pathname: window.location.pathname }));
  return places;
}

export function createScrollPlaces() {
  const places = readSaved();
  return {
    remember(entry: HistoryEntry, top: number) {
      places.delete(idOf(entry)); // the most recent last, so the saved copy keeps the latest pages
      places.set(idOf(entry), top);
    },
    placeOf: (entry: HistoryEntry) => places.get(idOf(entry)),
    save() {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...places].slice(-SAVED_PLACES_MAX)));
      } catch {
        // Storage full or refused: the places last as long as this document.
      }
    },
  };
}

const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top` as soon as the page is tall enough for it: a screen and its answers arrive
 * after the URL has changed. Gives up when the reader scrolls or types first, or after a few
 * seconds. Returns a function that stops it.
 */
export function scrollToPlaceWhenLaidOut(top: number): () => void {
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (document.documentElement.scrollHeight - window.innerHeight >= top) stop();
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(attempt);
  const timer = window.setTimeout(stop, RESTORE_FOR_MS);
  for (const type of READER_INPUTS) window.addEventListener(type, stop, { passive: true });
  observer?.observe(document.body);
  attempt();
  return stop;
}
