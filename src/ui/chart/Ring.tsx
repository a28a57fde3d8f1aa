import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';
import { useChartFrame } from './frame';
import { color, Frame, polar, Svg, type Base } from './svg';

export type RingPart = { label: string; value: number; tone: Tone };

export type RingProps = Base & {
  parts: RingPart[];
  /** The ring's width as a share of its radius; 1 draws a pie. */
  thickness?: number;
  /** 360 draws a full ring; 270 an open gauge with the gap at the bottom. */
  arc?: number;
  /** The rest of the arc, in a tint, up to this total (a gauge's 100). */
  total?: number;
  trackTone?: Tone;
  /** Written in the middle. */
  children?: ReactNode;
};

function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const sweep = Math.min(end - start, 359.999);
  const large = sweep > 180 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, outer, start);
  const [x2, y2] = polar(cx, cy, outer, start + sweep);
  if (inner <= 0) return `M${cx},${cy} L${x1},${y1} A${outer},${outer} 0 ${large} 1 ${x2},${y2} Z`;
  const [x3, y3] = polar(cx, cy, inner, start + sweep);
  const [x4, y4] = polar(cx, cy, inner, start);
  return `M${x1},${y1} A${outer},${outer} 0 ${large} 1 ${x2},${y2} L${x3},${y3} A${inner},${inner} 0 ${large} 0 ${x4},${y4} Z`;
}

const Middle = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  text-align: center;
  pointer-events: none;
`;

/** Shares of a whole as a ring (a donut, a pie), or one share filling a gauge. */
export function Ring({
  parts,
  thickness = 0.28,
  arc = 360,
  total,
  trackTone,
  label,
  height = 180,
  className,
  children,
}: RingProps) {
  const [ref, { width, rtl }] = useChartFrame<HTMLDivElement>();
  const size = Math.min(width, height);
  const outer = size / 2 - 2;
  const inner = outer * (1 - thickness);
  const cx = width / 2;
  const cy = height / 2;
  const whole = total ?? parts.reduce((sum, p) => sum + p.value, 0);
  const start = -arc / 2;
  // Each part's arc, one after the other from the start.
  const arcs = parts.reduce<{ part: RingPart; from: number; to: number }[]>((list, part) => {
    const from = list.at(-1)?.to ?? start;
    return [...list, { part, from, to: from + (whole > 0 ? (part.value / whole) * arc : 0) }];
  }, []);
  // Right to left, the ring fills counter-clockwise.
  const mirror = rtl ? `translate(${2 * cx} 0) scale(-1 1)` : undefined;
  return (
    <Frame ref={ref} $height={height} className={className}>
      {width > 0 && (
        <Svg width={width} height={height} label={label}>
          <g transform={mirror}>
            {trackTone && (
              <path d={arcPath(cx, cy, outer, inner, start, start + arc)} fill={`var(--c-${trackTone}-tint)`} />
            )}
            {arcs.map(({ part, from, to }) => (
              <path
                key={part.label}
                d={arcPath(cx, cy, outer, inner, from, to)}
                fill={color(part.tone)}
                stroke="var(--c-card)"
                strokeWidth={parts.length > 1 ? 2 : 0}
              >
                <title>{`${part.label}: ${part.value}`}</title>
              </path>
            ))}
          </g>
        </Svg>
      )}
      {children && <Middle aria-hidden>{children}</Middle>}
    </Frame>
  );
}
