/**
 * Each preview window keeps its own localStorage, in memory. A docs page shows a data story in a frame
 * of its own (see `.storybook/ownFrame.tsx`), and the frames of one page share the origin's storage:
 * without this, the story signed in as the client would sign the admin stories beside it out. The app
 * reads and writes `localStorage` as ever; only where it lands differs, and each story's loader
 * empties it first anyway.
 */
export function keepStoragePerWindow(): void {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => storage });
}
