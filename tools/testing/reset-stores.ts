// zustand's testing guide: every store goes back to its first state after each test, so what
// one test chose (a remembered choice, a token) does not leak into the next.
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';

const resets = vi.hoisted(() => new Set<() => void>());

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const createAndTrack = (<T>(creator: Zustand.StateCreator<T>) => {
    const store = zustand.create(creator);
    const first = store.getInitialState();
    resets.add(() => store.setState(first, true));
    return store;
  }) as (creator: Zustand.StateCreator<unknown>) => Zustand.UseBoundStore<Zustand.StoreApi<unknown>>;
  const create = (creator?: Zustand.StateCreator<unknown>) => (creator ? createAndTrack(creator) : createAndTrack);
  return { ...zustand, create };
});

afterEach(() => {
  act(() => {
    for (const reset of resets) reset();
  });
});
