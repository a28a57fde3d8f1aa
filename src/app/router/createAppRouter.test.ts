import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './createAppRouter';

/** A tab's window as the router reads it: its address and its history entry's state. */
function tab(path: string, state: unknown = null) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
    pushState(next: unknown) {
      history.state = next;
    },
  };
  const location = new URL(path, 'https://atrium.test');
  return { location, history, addEventListener() {}, removeEventListener() {} } as unknown as Window;
}

/** Opens the app in the tab and asks the router where <ScrollRestoration /> would scroll to. */
function open(window: Window, savedPositions: Record<string, number>) {
  // React Router reads the global window for server-rendered data.
  vi.stubGlobal('window', window);
  const router = createAppRouter([{ path: '*' }], { window });
  router.enableScrollRestoration(savedPositions, () => 0);
  const { key } = router.state.location;
  const scrollTo = router.state.restoreScrollPosition;
  router.dispose();
  return { key, scrollTo };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scroll restoration', () => {
  it('opens a page loaded fresh at the top, wherever the last fresh page in the tab was left', () => {
    // The FAQ, opened fresh and scrolled, saved its place as React Router keys a fresh page.
    const saved = { default: 800 };
    const { scrollTo } = open(tab('/pages/pricing'), saved);
    expect(scrollTo || 0).toBe(0);
  });

  it('gives each fresh page a key of its own', () => {
    const faq = open(tab('/pages/faq'), {}).key;
    const pricing = open(tab('/pages/pricing'), {}).key;
    expect(faq).not.toBe(pricing);
  });

  it('brings a reloaded page back to where it was', () => {
    const window = tab('/pages/faq');
    const { key } = open(window, {});
    // A reload keeps the history entry, and its state with it.
    expect(open(window, { [key]: 640 }).scrollTo).toBe(640);
  });

  it('keeps the keys of the entries the router made (Back and Forward)', () => {
    const window = tab('/pages/faq', { usr: null, key: 'k1x9', idx: 2 });
    expect(open(window, { k1x9: 300 })).toEqual({ key: 'k1x9', scrollTo: 300 });
  });
});
