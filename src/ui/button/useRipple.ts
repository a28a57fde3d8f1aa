import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** How long a ripple lasts. Kept in step with --ripple-duration. */
export const RIPPLE_MS = 500;

export type Ripple = { key: number; x: number; y: number; size: number };

export function useRipple() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextKey = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    // No ripple for people who ask for less motion (and a still page for screenshots).
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const ripple = { key: nextKey.current++, x: event.clientX - rect.left, y: event.clientY - rect.top, size };
    setRipples((list) => [...list, ripple]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((list) => list.filter((r) => r.key !== ripple.key));
    }, RIPPLE_MS);
    timers.current.add(timer);
  }, []);

  return { ripples, onPointerDown };
}
