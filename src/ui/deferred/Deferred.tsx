import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

/**
 * Content far below the fold is not rendered until the reader gets near it. A dashboard on a phone
 * shows two or three cards of twenty: rendering (and fetching) the rest while the page loads only
 * keeps the main thread busy when the reader wants to see and use the first ones.
 *
 * Everything renders at once when the reader starts moving through the page with the keyboard (Tab
 * must reach every control in order), when the page is printed, or inside `<RenderAll>` (Storybook's
 * pictures and tests, which look at whole pages; other deferred parts, like the toasts' library,
 * ask `useRenderAll()`).
 */

const EverythingContext = createContext(false);

/** Inside it, `Deferred` renders its content straight away (`enabled={false}`: it waits again). */
export function RenderAll({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  return <EverythingContext.Provider value={enabled}>{children}</EverythingContext.Provider>;
}

/** Whether this part of the tree renders everything at once (inside `RenderAll`). */
export function useRenderAll(): boolean {
  return useContext(EverythingContext);
}

/** Set once the whole page must be there; every waiting `Deferred` listens. */
let revealed = false;
const waiting = new Set<() => void>();

function revealAll() {
  if (revealed) return;
  revealed = true;
  window.removeEventListener('keydown', onKeyDown, true);
  window.removeEventListener('beforeprint', revealAll);
  // Synchronously: the content must be in the page before focus moves on, or before the print.
  flushSync(() => {
    for (const reveal of waiting) reveal();
  });
  waiting.clear();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Tab' || event.key === 'F6') revealAll();
}

let listening = false;
function listenForReveal() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Capture, so it runs before focus moves: the content is rendered when Tab moves on.
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('beforeprint', revealAll);
}

/** How far above and below the visible area content starts rendering, ahead of the scroll. */
const LOOK_AHEAD = '50% 0px';

const Placeholder = styled.div`
  /* Something for the observer to see, and a rough size so the scrollbar does not jump much. */
  inline-size: 100%;
`;

export type DeferredProps = {
  children: ReactNode;
  /** The height the content will roughly take (a CSS length); only seen before it renders. */
  reserve?: string;
};

/** Renders `children` once they are on screen or about to be; until then, an empty box in their place. */
export function Deferred({ children, reserve = '20rem' }: DeferredProps) {
  const everything = useRenderAll();
  const [revealedHere, setShown] = useState(() => revealed);
  const shown = everything || revealedHere;
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (shown) return;
    const element = ref.current;
    if (!element) return;
    // Visible now: render in the same frame, before anything is painted.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) {
      setShown(true);
      return;
    }
    // The whole page at once (Tab, print): see revealAll.
    const reveal = () => setShown(true);
    listenForReveal();
    waiting.add(reveal);
    const observer = new IntersectionObserver(
      (entries) => {
        // Scrolled near: a transition, which yields to the scroll while it renders.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(reveal);
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      waiting.delete(reveal);
    };
  }, [shown]);

  if (shown) return children;
  return <Placeholder ref={ref} style={{ minBlockSize: reserve }} />;
}
