import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';
import { niceTicks, smoothPath, useChartFrame } from './frame';

/**
 * Small SVG charts for cards: a few kilobytes instead of a chart library, drawn with the theme's CSS
 * variables (`var(--c-primary)`), so a skin switch repaints them with no redraw, and measured in
 * pixels, so they follow their container and mirror right to left. Each is an image with a name
 * that says what it shows; the numbers behind a mark show as its tooltip.
 */

const Frame = styled.div<{ $height: number }>`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
  block-size: ${(p) => p.$height}px;
  svg {
    display: block;
    overflow: visible;
  }
  text {
    font-family: var(--font-sans);
    font-size: 12px;
    fill: var(--c-muted);
  }
`;

const color = (tone: Tone) => `var(--c-${tone})`;

type Base = {
  /** What the chart shows, for people who cannot see it. */
  label: string;
  height?: number;
  className?: string;
};

function Svg({
  width,
  height,
  label,
  children,
}: {
  width: number;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {children}
    </svg>
  );
}

export type SparklineProps = Base & {
  data: number[];
  tone?: Tone;
  /** A filled area under the line, or a line with points. */
  kind?: 'area' | 'line';
  dashed?: boolean;
  /** What each point is called in its tooltip. */
  name?: string;
};

/** A line (or a filled area) with no axes, for a card's edge. */
export function Sparkline({
  data,
  tone = 'primary',
  kind = 'area',
  dashed,
  name,
  label,
  height = 100,
  className,
}: SparklineProps) {
  const [ref, { width, rtl }] = useChartFrame<HTMLDivElement>();
  const gradient = useId();
  const pad = kind === 'line' ? 6 : 2;
  const min = Math.min(...data, kind === 'area' ? 0 : Infinity);
  const max = Math.max(...data);
  const x = (i: number) => {
    const at = pad + (i * (width - 2 * pad)) / Math.max(1, data.length - 1);
    return rtl ? width - at : at;
  };
  const y = (v: number) => height - pad - ((v - min) / (max - min || 1)) * (height - 2 * pad);
  const points = data.map((v, i) => [x(i), y(v)] as [number, number]);
  const line = smoothPath(points);
  return (
    <Frame ref={ref} $height={height} className={className}>
      {width > 0 && (
        <Svg width={width} height={height} label={label}>
          {kind === 'area' && (
            <>
              <defs>
                <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0" style={{ stopColor: color(tone), stopOpacity: 0.35 }} />
                  <stop offset="1" style={{ stopColor: color(tone), stopOpacity: 0.02 }} />
                </linearGradient>
              </defs>
              <path d={`${line} L${x(data.length - 1)},${height} L${x(0)},${height} Z`} fill={`url(#${gradient})`} />
            </>
          )}
          <path
            d={line}
            fill="none"
            stroke={color(tone)}
            strokeWidth={kind === 'area' ? 2.5 : 3}
            strokeLinecap="round"
            strokeDasharray={dashed ? '5 5' : undefined}
          />
          {points.map(([px, py], i) => (
            <circle
              key={i}
              cx={px}
              cy={py}
              r={kind === 'line' ? 3.5 : 8}
              fill={kind === 'line' ? 'var(--c-card)' : 'transparent'}
              stroke={kind === 'line' ? color(tone) : 'none'}
              strokeWidth={2}
            >
              <title>{name ? `${name}: ${data[i]}` : String(data[i])}</title>
            </circle>
          ))}
        </Svg>
      )}
    </Frame>
  );
}

export type BarSeries = { name: string; data: number[]; tone: Tone };

export type BarChartProps = Base & {
  series: BarSeries[];
  /** Category names (months); drawn under the bars when `axes`. */
  labels?: string[];
  /** Series on top of each other (negative values below zero) instead of side by side. */
  stacked?: boolean;
  /** A value axis with grid lines, and the category names. */
  axes?: boolean;
  /** Writes a value on the axis: 1000 -> "1K". */
  formatValue?: (value: number) => string;
};

/** Rounded bars: one series or several, side by side or stacked, with or without axes. */
export function BarChart({
  series,
  labels = [],
  stacked,
  axes,
  formatValue = String,
  label,
  height = 200,
  className,
}: BarChartProps) {
  const [ref, { width, rtl }] = useChartFrame<HTMLDivElement>();
  const count = Math.max(0, ...series.map((s) => s.data.length));
  const sums = (sign: 1 | -1) =>
    Array.from({ length: count }, (_, i) =>
      series.reduce((sum, s) => {
        const v = s.data[i] ?? 0;
        return stacked ? (Math.sign(v) === sign ? sum + v : sum) : sign > 0 ? Math.max(sum, v) : Math.min(sum, v);
      }, 0),
    );
  const ticks = niceTicks(Math.min(0, ...sums(-1)), Math.max(0, ...sums(1)), 4);
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const gutter = axes ? 40 : 0;
  const bottom = axes ? 24 : 0;
  const plot = Math.max(0, width - gutter);
  const y = (v: number) => 4 + ((hi - v) / (hi - lo || 1)) * (height - bottom - 8);
  const band = plot / Math.max(1, count);
  const barWidth = Math.max(2, Math.min(20, (stacked ? band : band / series.length) * 0.5));
  const at = (x: number) => (rtl ? width - x : x);
  const bars: ReactNode[] = [];
  for (let i = 0; i < count; i += 1) {
    let up = 0;
    let down = 0;
    series.forEach((s, k) => {
      const v = s.data[i] ?? 0;
      const from = stacked ? (v >= 0 ? up : down) : 0;
      const to = from + v;
      if (stacked) {
        if (v >= 0) up = to;
        else down = to;
      }
      const centre = gutter + band * i + band / 2 + (stacked ? 0 : (k - (series.length - 1) / 2) * barWidth * 1.4);
      const top = y(Math.max(from, to));
      bars.push(
        <rect
          key={`${i}-${k}`}
          x={at(centre) - barWidth / 2}
          y={top}
          width={barWidth}
          height={Math.max(1, Math.abs(y(from) - y(to)))}
          rx={Math.min(6, barWidth / 2)}
          fill={color(s.tone)}
        >
          <title>{`${labels[i] ? `${labels[i]}, ` : ''}${s.name}: ${formatValue(v)}`}</title>
        </rect>,
      );
    });
  }
  return (
    <Frame ref={ref} $height={height} className={className}>
      {width > 0 && (
        <Svg width={width} height={height} label={label}>
          {axes &&
            ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={at(gutter)}
                  x2={at(width)}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--c-border)"
                  strokeDasharray={tick === 0 ? undefined : '3 4'}
                />
                <text x={at(gutter - 8)} y={y(tick)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                  {/* Isolated left to right: "-200", not "200-", in a right-to-left page. */}
                  {`\u2066${formatValue(tick)}\u2069`}
                </text>
              </g>
            ))}
          {bars}
          {axes &&
            labels.map((name, i) => (
              <text key={name} x={at(gutter + band * i + band / 2)} y={height - 4} textAnchor="middle">
                {name}
              </text>
            ))}
        </Svg>
      )}
    </Frame>
  );
}

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

const polar = (cx: number, cy: number, r: number, degrees: number): [number, number] => {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
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

export type RadarProps = Base & { labels: string[]; series: BarSeries[] };

/** Several series over the same categories (months), as a radar. */
export function Radar({ labels, series, label, height = 260, className }: RadarProps) {
  const [ref, { width, rtl }] = useChartFrame<HTMLDivElement>();
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.max(0, Math.min(width, height) / 2 - 28);
  const max = Math.max(1, ...series.flatMap((s) => s.data));
  const step = 360 / Math.max(1, labels.length);
  const angleAt = (i: number) => (rtl ? -i * step : i * step);
  const ring = (share: number) => labels.map((_, i) => polar(cx, cy, radius * share, angleAt(i)).join(',')).join(' ');
  return (
    <Frame ref={ref} $height={height} className={className}>
      {width > 0 && (
        <Svg width={width} height={height} label={label}>
          {[0.25, 0.5, 0.75, 1].map((share) => (
            <polygon key={share} points={ring(share)} fill="none" stroke="var(--c-border)" />
          ))}
          {labels.map((name, i) => {
            const [x, y] = polar(cx, cy, radius + 14, angleAt(i));
            const [ex, ey] = polar(cx, cy, radius, angleAt(i));
            return (
              <g key={name}>
                <line x1={cx} y1={cy} x2={ex} y2={ey} stroke="var(--c-border)" />
                <text x={x} y={y} dy="0.32em" textAnchor={Math.abs(x - cx) < 4 ? 'middle' : x > cx ? 'start' : 'end'}>
                  {name}
                </text>
              </g>
            );
          })}
          {series.map((s) => (
            <polygon
              key={s.name}
              points={s.data.map((v, i) => polar(cx, cy, (radius * v) / max, angleAt(i)).join(',')).join(' ')}
              fill={color(s.tone)}
              fillOpacity={0.25}
              stroke={color(s.tone)}
              strokeWidth={2}
            >
              <title>{`${s.name}: ${s.data.map((v, i) => `${labels[i]} ${v}`).join(', ')}`}</title>
            </polygon>
          ))}
        </Svg>
      )}
    </Frame>
  );
}

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2) var(--space-4);
  margin: var(--space-2) 0 0;
  padding: 0;
  list-style: none;
  font-size: var(--fs-sm);
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

const Swatch = styled.span<{ $tone: Tone }>`
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

/** The series' names and colours, under a chart. */
export function ChartLegend({ items }: { items: { name: string; tone: Tone }[] }) {
  return (
    <LegendList>
      {items.map((item) => (
        <li key={item.name}>
          <Swatch $tone={item.tone} aria-hidden />
          {item.name}
        </li>
      ))}
    </LegendList>
  );
}
