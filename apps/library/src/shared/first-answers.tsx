import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';

type Report = (id: symbol, pending: boolean) => void;

const PendingReports = createContext<Report | null>(null);

/** A shelf inside a FirstAnswersGate says while it waits for its first answer; elsewhere this does nothing. */
export function useReportPending(pending: boolean): void {
  const report = useContext(PendingReports);
  useLayoutEffect(() => {
    if (!report || !pending) return undefined;
    const id = Symbol('pending shelf');
    report(id, true);
    return () => report(id, false);
  }, [report, pending]);
}

/**
 * Shows `fallback` until every shelf inside has its first answer (data or error), then the
 * whole screen at once, and from then on never again. Sections that arrive one by one push
 * each other down (a layout shift of everything below them); revealed together they do not.
 * The children render (and fetch) from the start, hidden.
 */
export function FirstAnswersGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [revealed, setRevealed] = useState(false);
  const pending = useRef(new Set<symbol>());
  const report = useCallback<Report>((id, isPending) => {
    if (isPending) pending.current.add(id);
    else pending.current.delete(id);
    if (pending.current.size === 0) setRevealed(true);
  }, []);
  // After the children's own layout effects: nothing pending (all answers cached) reveals before the first paint.
  useLayoutEffect(() => {
    if (pending.current.size === 0) setRevealed(true);
  }, []);
  return (
    <PendingReports.Provider value={revealed ? null : report}>
      {!revealed && fallback}
      <div hidden={!revealed}>
        {children}
      </div>
    </PendingReports.Provider>
  );
}
