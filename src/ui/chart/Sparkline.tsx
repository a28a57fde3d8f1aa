import { useId } from 'react';
import type { Tone } from '../theme/tokens';
import { smoothPath, useChartFrame } from './frame';
import { color, Frame, Svg, type Base } from './svg';

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
