import { useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from '../theme/ThemeProvider';

/**
 * The width a chart has and whether it reads right to left, measured where it is drawn and again
 * whenever its box resizes or the direction changes: the SVG charts draw in pixels, so they stay
 * crisp at any size and follow the layout.
 */
export function useChartFrame<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const { direction } = useTheme();
  const [frame, setFrame] = useState({ width: 0, rtl: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the box once laid out and again on every resize, with its size: no
    // measuring here, which would force a layout of the whole page for each chart as it mounts.
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.borderBoxSize[0]?.inlineSize ?? element.getBoundingClientRect().width);
      const rtl = element.closest('[dir]')?.getAttribute('dir') === 'rtl';
      setFrame((current) => (current.width === width && current.rtl === rtl ? current : { width, rtl }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [direction]);
  return [ref, frame] as const;
}

/** A smooth path through points (Catmull-Rom as cubic Béziers), flat where the data is flat. */
export function smoothPath(points: [number, number][], tension = 0.35): string {
  if (points.length === 0) return '';
  const [first] = points as [[number, number]];
  let d = `M${first[0]},${first[1]}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1: [number, number] = [p1[0] + ((p2[0] - p0[0]) * tension) / 2, p1[1] + ((p2[1] - p0[1]) * tension) / 2];
    const c2: [number, number] = [p2[0] - ((p3[0] - p1[0]) * tension) / 2, p2[1] - ((p3[1] - p1[1]) * tension) / 2];
    d += ` C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`;
  }
  return d;
}

/** Round axis steps: 0, 50, 100… for a range of values. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const start = Math.floor(min / step) * step;
  // All values equal (or none): still one step of axis above them.
  const end = Math.max(Math.ceil(max / step) * step, start + step);
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}
