/**
 * Local storage that never throws. A browser can have none (a server, tests in node) or refuse
 * it (storage blocked: reading `localStorage` itself, or any call on it, throws); reads then
 * find nothing and writes are dropped, and the stores above keep their values in memory.
 */
function withStorage<T>(run: (storage: Storage) => T, fallback: T): T {
  try {
    return typeof localStorage === 'undefined' ? fallback : run(localStorage);
  } catch {
    return fallback;
  }
}

export const localStore = {
  getItem: (key: string): string | null => withStorage((storage) => storage.getItem(key), null),
  setItem: (key: string, value: string): void => withStorage((storage) => storage.setItem(key, value), undefined),
  removeItem: (key: string): void => withStorage((storage) => storage.removeItem(key), undefined),
};
