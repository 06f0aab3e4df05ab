import { useEffect, useRef } from 'react';

/** Typing into a field is never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null;
}

/**
 * Runs `action` when `key` is pressed anywhere on the page, except while typing into a field or
 * with Ctrl, Alt or Meta held (the browser's own shortcuts).
 */
export function useShortcutKey(key: string, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
