import type { ReactNode } from 'react';
import type { Tone } from '../theme/tokens';
import { niceTicks, useChartFrame } from './frame';
import { color, Frame, Svg, type Base } from './svg';

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
