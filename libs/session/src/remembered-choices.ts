import { REMEMBERED_CHOICES, type RememberedChoiceName, type RememberedChoices } from '@shelfmark/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { localStore } from './local-store';

interface RememberedChoicesState {
  /** The choices made in this tab, which hold for the tab when storage refuses them. */
  chosen: Partial<RememberedChoices>;
  remember: <K extends RememberedChoiceName>(name: K, value: RememberedChoices[K]) => void;
  /** Another tab stored `key` (null: cleared everything): what storage holds shows again. */
  storedElsewhere: (key: string | null) => void;
}

const NAMES = Object.keys(REMEMBERED_CHOICES) as RememberedChoiceName[];

/**
 * Default library, sort, Home's section and the catalogue's display size (spec: local storage,
 * under the spec's keys): read from storage when first asked for, written through to it.
 */
export const useRememberedChoicesStore = create<RememberedChoicesState>()((set) => ({
  chosen: {},
  remember: (name, value) => {
    const rule = REMEMBERED_CHOICES[name];
    localStore.setItem(rule.key, rule.write(value));
    set((state) => ({ chosen: { ...state.chosen, [name]: value } }));
  },
  storedElsewhere: (key) => {
    const names = NAMES.filter((name) => key === null || REMEMBERED_CHOICES[name].key === key);
    if (names.length === 0) return;
    set((state) => ({ chosen: Object.fromEntries(Object.entries(state.chosen).filter(([name]) => !names.includes(name as RememberedChoiceName))) }));
  },
}));

/** The last value read for each choice and the text it was read from, so a read of the same text is the same value. */
const lastRead = new Map<RememberedChoiceName, { stored: string | null; value: unknown }>();

function fromStorage<K extends RememberedChoiceName>(name: K): RememberedChoices[K] {
  const rule = REMEMBERED_CHOICES[name];
  const stored = localStore.getItem(rule.key);
  const last = lastRead.get(name);
  if (last && last.stored === stored) return last.value as RememberedChoices[K];
  const value = rule.read(stored);
  lastRead.set(name, { stored, value });
  return value;
}

function choiceIn<K extends RememberedChoiceName>(state: RememberedChoicesState, name: K): RememberedChoices[K] {
  return state.chosen[name] ?? fromStorage(name);
}

function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => useRememberedChoicesStore.getState().storedElsewhere(event.key);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** A remembered choice and the function that changes it; follows changes made in other tabs. */
export function useRememberedChoice<K extends RememberedChoiceName>(name: K): readonly [RememberedChoices[K], (value: RememberedChoices[K]) => void] {
  const value = useRememberedChoicesStore((state) => choiceIn(state, name));
  const remember = useRememberedChoicesStore((state) => state.remember);
  useEffect(followOtherTabs, []);
  return [value, (next: RememberedChoices[K]) => remember(name, next)] as const;
}
